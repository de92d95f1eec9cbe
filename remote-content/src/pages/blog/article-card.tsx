import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ArticleSummary } from '@site/shared/cms';
import { Link as RouterLink } from '@site/shared/router';
import { articlePath } from '@site/shared/routes';
import { CmsImage } from '@site/shared/ui/cms-image';
import { HALF_COLUMN_SIZES, WIDE_COLUMN_SIZES } from '../../components/image-sizes';
import { AuthorAvatar } from './author-avatar';
import { ListCard } from '../../components/list-card';
import { surface } from '@site/shared/theme';

interface ArticleCardProps {
  article: ArticleSummary;
  /** The featured article: wide, its image first, above the fold. */
  featured?: boolean;
}

/** One article in the list: image and title open /blog/{slug} (SPEC §2.14). */
export function ArticleCard({ article, featured = false }: ArticleCardProps) {
  const href = articlePath(article.slug);
  const titleId = `articulo-${article.id}`;
  return (
    <ListCard
      titleId={titleId}
      sx={{ display: 'grid', gridTemplateColumns: featured ? { xs: '1fr', md: '1.15fr 1fr' } : '1fr', overflow: 'hidden' }}
    >
      <RouterLink
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        style={{ display: 'flex', alignItems: 'center', lineHeight: 0, textDecoration: 'none', background: surface.articleMedia }}
      >
        {/* Decorative here: the card's title, beside it, is the link's text. */}
        <CmsImage
          media={article.cover}
          alt=""
          sizes={featured ? WIDE_COLUMN_SIZES : HALF_COLUMN_SIZES}
          width={1200}
          height={630}
          priority={featured}
        />
      </RouterLink>
      <Box sx={{ p: { xs: 2.5, md: featured ? 5 : 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {featured && <Chip label="Destacado" color="secondary" size="small" sx={{ fontWeight: 700 }} />}
          {article.categories.map((category) => (
            <Chip key={category.id} label={category.name} size="small" variant="outlined" color="primary" />
          ))}
        </Box>
        <Typography variant={featured ? 'h2' : 'h3'} component="h2" id={titleId} sx={featured ? undefined : { fontSize: '1.3rem' }}>
          <MuiLink component={RouterLink} to={href} color="inherit">
            {article.title}
          </MuiLink>
        </Typography>
        {article.description && (
          <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {article.description}
          </Typography>
        )}
        {article.author && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 'auto', pt: 1 }}>
            <AuthorAvatar name={article.author.name} avatar={article.author.avatar} size={40} />
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
              {article.author.name}
            </Typography>
          </Box>
        )}
      </Box>
    </ListCard>
  );
}
