import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SvgIconComponent } from '@mui/icons-material';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MailOutline from '@mui/icons-material/MailOutlined';
import YouTube from '@mui/icons-material/YouTube';
import type { SocialLink } from '@site/shared/config';
import { bareList } from '@site/shared/ui/styles';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';

const icons: Record<SocialLink['network'], SvgIconComponent> = {
  linkedin: LinkedIn,
  instagram: Instagram,
  youtube: YouTube,
  email: MailOutline,
};

/** Social networks and e-mail, each opening in a new tab, in the order given. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <Box component="ul" sx={{ ...bareList, mt: 2, display: 'flex', gap: 1 }}>
      {links.map((link, index) => {
        const Icon = icons[link.network];
        return (
          // A network may be listed twice (two accounts): its place tells them apart.
          <li key={`${link.network}-${index}`}>
            <IconButton
              component="a"
              href={link.href}
              {...newTabLink}
              aria-label={newTabLabel(link.label)}
              sx={{ color: 'common.white', bgcolor: 'onDark.tint', '&:hover': { color: link.hoverColor, bgcolor: 'background.paper' } }}
            >
              <Icon />
            </IconButton>
          </li>
        );
      })}
    </Box>
  );
}
