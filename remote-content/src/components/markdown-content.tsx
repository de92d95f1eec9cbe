import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import MuiLink from '@mui/material/Link';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link as RouterLink } from '@site/shared/router';
import { newTabLink } from '@site/shared/ui/new-tab';

/**
 * Links keep only the protocols of SPEC §9 (http, https, irc, ircs, mailto,
 * xmpp, and site-relative paths): react-markdown's default URL filter blanks
 * every other one (javascript:, data:, vbscript:, ...).
 */
export const allowedUrl = defaultUrlTransform;

// Links inside running text are underlined: colour alone does not tell them apart (WCAG 1.4.1).
function ContentLink({ href, children }: ComponentPropsWithoutRef<'a'>) {
  // A blanked link keeps its text and stops being a link.
  if (!href) return <span>{children}</span>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <MuiLink component={RouterLink} to={href} underline="always">
        {children}
      </MuiLink>
    );
  }
  if (href.startsWith('#'))
    return (
      <MuiLink href={href} underline="always">
        {children}
      </MuiLink>
    );
  const external = /^https?:/i.test(href);
  return (
    <MuiLink href={href} underline="always" {...(external ? newTabLink : {})}>
      {children}
      {external && (
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (se abre en una pestaña nueva)
        </Box>
      )}
    </MuiLink>
  );
}

// The page's title is its h1, so the content's own headings sit one level
// below it: '#' renders as h2 and '##' as h3 (one outline for screen readers).
const components: Components = {
  a: ({ href, children }) => <ContentLink href={href}>{children}</ContentLink>,
  h1: ({ children }) => <h2 className="md-h1">{children}</h2>,
  h2: ({ children }) => <h3 className="md-h2">{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  img: ({ src, alt }) => (typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
};

/** Markdown from the CMS: no raw HTML, only allowed link protocols. */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <Box
      sx={{
        color: 'text.primary',
        fontSize: '1.05rem',
        lineHeight: 1.75,
        '& .md-h1': { fontSize: 'clamp(1.5rem, 3vw, 2rem)', fontWeight: 800, mt: 4, mb: 2, lineHeight: 1.25 },
        '& .md-h2': { fontSize: 'clamp(1.25rem, 2.4vw, 1.5rem)', fontWeight: 700, mt: 4, mb: 1.5, color: 'primary.main' },
        '& h4': { fontSize: '1.1rem', mt: 3, mb: 1 },
        '& p': { my: 2 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 0.75 },
        '& li::marker': { color: 'primary.main', fontWeight: 700 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
        '& blockquote': { borderLeft: '4px solid', borderColor: 'secondary.main', m: 0, pl: 2, color: 'text.secondary' },
        '& > :first-of-type': { mt: 0 },
      }}
    >
      <Markdown skipHtml urlTransform={allowedUrl} components={components}>
        {children}
      </Markdown>
    </Box>
  );
}
