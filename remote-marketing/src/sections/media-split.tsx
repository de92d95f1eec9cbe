import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { CtaButton, type CtaLink } from '@site/shared/ui/cta-button';
import { sectionBackgrounds, type SectionBackground } from './page-section';
import { SectionHeading } from './section-heading';
import { SectionImg, type SectionImage } from './section-image';
import { twoColumns } from './band-layout';

export interface MediaSplitProps {
  /** Unique on the page; the heading gets `${id}-titulo`. */
  id: string;
  title: string;
  eyebrow?: string;
  /** Text beside the media: paragraphs, a CheckList, stats. */
  children: ReactNode;
  /** An image beside the text... */
  image?: SectionImage;
  /** ...or any illustration (a mock-up, a dashboard). */
  media?: ReactNode;
  /** Media on the left on wide screens. Default false (media right). */
  reverse?: boolean;
  actions?: CtaLink[];
  background?: SectionBackground;
}

/** A section of text and an image side by side (stacked on phones, text first). */
export function MediaSplit({ id, title, eyebrow, children, image, media, reverse = false, actions = [], background = 'default' }: MediaSplitProps) {
  const headingId = `${id}-titulo`;
  const { bg, color } = sectionBackgrounds[background];
  const onDark = background === 'blue';
  const illustration =
    media ?? (image ? <SectionImg image={image} sx={{ width: '100%', borderRadius: 4, boxShadow: (theme) => theme.customShadows.mediaSplit }} /> : null);
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ background: bg, color, py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={twoColumns({ xs: 4, md: 8 }, illustration ? undefined : 'minmax(0, 1fr)')}>
          <Box sx={{ order: { xs: 0, md: reverse ? 1 : 0 } }}>
            <SectionHeading id={headingId} title={title} eyebrow={eyebrow} align="left" onDark={onDark} />
            <Box sx={{ mt: -2 }}>{children}</Box>
            {actions.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
                {actions.map((action) => (
                  <CtaButton key={`${action.label}-${action.to}`} action={action} onDark={onDark} />
                ))}
              </Box>
            )}
          </Box>
          {illustration && <Box sx={{ order: { xs: 1, md: reverse ? 0 : 1 } }}>{illustration}</Box>}
        </Box>
      </Container>
    </Box>
  );
}
