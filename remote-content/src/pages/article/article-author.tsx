import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MailOutlined from '@mui/icons-material/MailOutlined';
import type { Author } from '@site/shared/cms';
import { siteConfig } from '@site/shared/config';
import { AuthorAvatar } from '../blog/author-avatar';

/** Avatar (or 'No img'), name, LinkedIn and e-mail links (SPEC §2.15). */
export function ArticleAuthor({ author }: { author: Author }) {
  const email = author.email ?? siteConfig.contactEmail;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <AuthorAvatar name={author.name} avatar={author.avatar} size={56} />
      <div>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {author.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, ml: -1 }}>
          {author.linkedin && (
            <IconButton
              href={author.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`LinkedIn de ${author.name} (se abre en una pestaña nueva)`}
              size="small"
              color="primary"
            >
              <LinkedIn fontSize="small" />
            </IconButton>
          )}
          <IconButton href={`mailto:${email}`} aria-label={`Escribir a ${author.name}`} size="small" color="primary">
            <MailOutlined fontSize="small" />
          </IconButton>
        </Box>
      </div>
    </Box>
  );
}
