import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isCmsSlug, useArticleBySlug } from '@site/shared/cms';
import { siteConfig } from '@site/shared/config';
import { useParams } from '@site/shared/router';
import { articlePath, paths } from '@site/shared/routes';
import { absoluteUrl, Seo } from '@site/shared/seo';
import { CmsImage } from '@site/shared/ui/cms-image';
import { ARTICLE_COVER_SIZES } from '../../components/image-sizes';
import { EmptyState, LoadingState } from '@site/shared/ui/content-states';
import { BackLink } from '../../components/back-link';
import { StaticMarkdown } from '../../components/static-markdown';
import { ArticleAuthor } from './article-author';
import { ShareButton } from './share-button';

/** /blog/{slug}: the article whose slug is the route's id (SPEC §2.15, §7). */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  // A slug no article could have is not asked for: it is simply not found.
  const { item: article, isLoading, failed } = useArticleBySlug(isCmsSlug(slug) ? slug : null);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={paths.blog}>Volver al blog</BackLink>
      {isLoading ? (
        <LoadingState label="Cargando artículo…" />
      ) : !article ? (
        <Box sx={{ mt: 4 }}>
          <Seo title={failed ? 'Blog' : 'Artículo no encontrado'} path={articlePath(slug)} />
          <EmptyState>
            {failed
              ? 'No pudimos cargar este artículo en este momento. Inténtalo de nuevo en unos minutos.'
              : 'No encontramos este artículo. Puede que haya cambiado de dirección o ya no esté publicado.'}
          </EmptyState>
        </Box>
      ) : (
        <Box component="article" sx={{ mt: 3 }}>
          <Seo
            title={article.title}
            description={article.description || undefined}
            path={articlePath(article.slug)}
            image={article.cover?.url}
            type="article"
            structuredData={{
              '@type': 'BlogPosting',
              headline: article.title,
              description: article.description || undefined,
              image: article.cover ? absoluteUrl(article.cover.url) : undefined,
              url: absoluteUrl(articlePath(article.slug)),
              author: article.author ? { '@type': 'Person', name: article.author.name } : undefined,
              publisher: { '@type': 'Organization', name: siteConfig.brandName, url: siteConfig.websiteUrl },
            }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {article.categories.map((category) => (
              <Chip key={category.id} label={category.name} size="small" variant="outlined" color="primary" />
            ))}
          </Box>
          <Typography variant="h1" sx={{ fontSize: 'clamp(1.9rem, 4vw, 2.75rem)' }}>
            {article.title}
          </Typography>
          {article.description && (
            <Typography sx={{ mt: 2, fontSize: '1.15rem', color: 'text.secondary', lineHeight: 1.7 }}>
              {article.description}
            </Typography>
          )}
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, my: 4 }}
          >
            {article.author ? <ArticleAuthor author={article.author} /> : <span />}
            <ShareButton title={article.title} />
          </Box>
          <CmsImage
            media={article.cover}
            // The cover illustrates the title just above it; the editor's text describes it.
            sizes={ARTICLE_COVER_SIZES}
            width={1200}
            height={630}
            priority
            sx={{ height: { xs: 220, sm: 400 }, borderRadius: 4, mb: 5 }}
          />
          <StaticMarkdown>{article.content}</StaticMarkdown>
        </Box>
      )}
    </Container>
  );
}
