import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import type { NamedItem, SuccessCase } from '@site/shared/cms';
import type { ReactNode } from 'react';
import { CmsImage } from '@site/shared/ui/cms-image';
import { HALF_COLUMN_SIZES, WIDE_COLUMN_SIZES } from '../../components/image-sizes';
import { StaticMarkdown } from '../../components/static-markdown';
import { MediaCarousel } from './media-carousel';
import { brandColors } from '@site/shared/theme';
import { CardGrid } from '@site/shared/ui/card-grid';
import { bareList } from '@site/shared/ui/styles';

// Each section of the case detail renders only when its data exists (SPEC §2.17).

function Section({ title, children, tinted = false }: { title?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" sx={{ py: { xs: 5, md: 7 }, ...(tinted ? { bgcolor: 'surface.tint', mx: { xs: -2, sm: -3 }, px: { xs: 2, sm: 3 }, borderRadius: { md: 4 } } : {}) }}>
      {title && (
        <Typography variant="h2" sx={{ mb: 3 }}>
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
}

export function CaseHero({ successCase }: { successCase: SuccessCase }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' }, pt: 3 }}>
      <div>
        {successCase.company && (
          <Typography sx={{ fontWeight: 700, color: 'primary.main', textTransform: 'uppercase', letterSpacing: 1 }}>
            {successCase.company}
          </Typography>
        )}
        <Typography variant="h1" sx={{ mt: 1 }}>
          {successCase.title}
        </Typography>
        {successCase.description && (
          <Typography sx={{ mt: 2, fontSize: '1.15rem', color: 'text.secondary', lineHeight: 1.7 }}>{successCase.description}</Typography>
        )}
      </div>
      <Box sx={{ borderRadius: 4, overflow: 'hidden', lineHeight: 0 }}>
        <CmsImage media={successCase.image} sizes={WIDE_COLUMN_SIZES} width={1200} height={800} priority />
      </Box>
    </Box>
  );
}

export function CompanySection({ successCase }: { successCase: SuccessCase }) {
  const { contentCompanyDescription: description, contentCompanyImage: image } = successCase;
  if (!description || !image) return null;
  return (
    <Section title="La Empresa">
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ borderRadius: 4, overflow: 'hidden', lineHeight: 0 }}>
          <CmsImage media={image} sizes={HALF_COLUMN_SIZES} width={1200} height={800} />
        </Box>
        <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.8 }}>{description}</Typography>
      </Box>
    </Section>
  );
}

export function OutstandingSection({ successCase }: { successCase: SuccessCase }) {
  const { outstandingMedia: media, outstandingTitle: title, outstandingContent: content } = successCase;
  if (media.length === 0 || !title || !content) return null;
  return (
    <Section title={title} tinted>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' } }}>
        <MediaCarousel key={successCase.id} items={media} title={title} />
        <StaticMarkdown>{content}</StaticMarkdown>
      </Box>
    </Section>
  );
}

function ItemList({ title, items, icon, colour }: { title: string; items: NamedItem[]; icon: ReactNode; colour: string }) {
  return (
    <Box sx={{ p: { xs: 3, md: 4 }, borderRadius: 4, border: '1px solid', borderColor: 'grey.200', height: '100%' }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2, color: colour }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', lineHeight: 1.6 }}>
            <Box component="span" aria-hidden="true" sx={{ color: colour, display: 'flex', mt: '2px' }}>
              {icon}
            </Box>
            {item.name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function ChallengeAndSolution({ successCase }: { successCase: SuccessCase }) {
  const { contentChallenges: challenges, contentSolutions: solutions } = successCase;
  if (challenges.length === 0 || solutions.length === 0) return null;
  return (
    <Box component="section" aria-label="Desafío y solución" sx={{ py: { xs: 5, md: 7 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ItemList title="El Desafío" items={challenges} icon={<ReportProblemOutlined fontSize="small" />} colour={brandColors.orangeText} />
      <ItemList title="La Solución" items={solutions} icon={<CheckCircleOutline fontSize="small" />} colour={brandColors.blue} />
    </Box>
  );
}

export function CaseVideo({ successCase }: { successCase: SuccessCase }) {
  if (!successCase.contentVideo) return null;
  return (
    <Box component="section" aria-label={`Video: ${successCase.title}`} sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        component="video"
        src={successCase.contentVideo.url}
        autoPlay
        loop
        muted
        playsInline
        aria-label={`Video del proyecto ${successCase.company || successCase.title}`}
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4, display: 'block', bgcolor: 'surface.darkMedia' }}
      />
    </Box>
  );
}

export function ResultsSection({ successCase }: { successCase: SuccessCase }) {
  if (successCase.contentResults.length === 0) return null;
  return (
    <Section title="Resultados Destacados">
      <CardGrid columns={{ xs: 1, sm: 2, md: 3 }}>
        {successCase.contentResults.map((result) => (
          <Box key={result.id} sx={{ p: 3, borderRadius: 4, bgcolor: 'primary.main', color: 'common.white' }}>
            <Typography component="h3" sx={{ fontSize: '1.6rem', fontWeight: 800, color: 'onDark.highlight' }}>
              {result.title}
            </Typography>
            {result.description && <Typography sx={{ mt: 1, lineHeight: 1.6, color: 'onDark.result' }}>{result.description}</Typography>}
          </Box>
        ))}
      </CardGrid>
    </Section>
  );
}
