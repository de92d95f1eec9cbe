import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MailOutlined from '@mui/icons-material/MailOutlined';
import type { Author } from '@site/shared/cms';
import { siteConfig } from '@site/shared/config';
import { mailtoHref, safeHref } from '@site/shared/text/safe-href';
import { AuthorAvatar } from '../blog/author-avatar';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';

/**
 * Avatar (or 'No img'), name, LinkedIn and e-mail links (SPEC §2.15). Both
 * addresses are editors' free text: one that is not a safe link is left out
 * (the e-mail falls back to the site's contact address, as when it is empty).
 */
export function ArticleAuthor({ author }: { author: Author }) {
  const linkedin = safeHref(author.linkedin);
  const email = mailtoHref(author.email) ?? `mailto:${siteConfig.contactEmail}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <AuthorAvatar name={author.name} avatar={author.avatar} size={56} />
      <div>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {author.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, ml: -1 }}>
          {linkedin && (
            <IconButton
              href={linkedin}
              {...newTabLink}
              aria-label={newTabLabel(`LinkedIn de ${author.name}`)}
              size="small"
              color="primary"
            >
              <LinkedIn fontSize="small" />
            </IconButton>
          )}
          <IconButton href={email} aria-label={`Escribir a ${author.name}`} size="small" color="primary">
            <MailOutlined fontSize="small" />
          </IconButton>
        </Box>
      </div>
    </Box>
  );
}
