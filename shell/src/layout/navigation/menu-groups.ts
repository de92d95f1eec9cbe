import type { SvgIconComponent } from '@mui/icons-material';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PanToolOutlined from '@mui/icons-material/PanToolOutlined';
import PodcastsOutlined from '@mui/icons-material/PodcastsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import { useMemo } from 'react';
import { paths } from '@site/shared/routes';
import { useSiteNavigation, type SiteMenu } from './site-navigation';
import productsPreviewImage from '../../assets/products-preview.webp';

/**
 * The header's dropdown groups, in their order; the footer lists the same links. The shell owns
 * them: a remote's page joins one with a `menus` entry of its record, by the group's id.
 */
export const menuGroupLabels = {
  soluciones: 'Soluciones',
  productos: 'Productos',
  servicios: 'Servicios',
  recursos: 'Recursos',
  sobre: 'Sobre',
} as const;

export type MenuGroupId = keyof typeof menuGroupLabels;

export interface MenuItem {
  title: string;
  icon: SvgIconComponent;
  description: string;
  href: string;
  /** Hover preview shown beside the entry (the Productos dropdown). */
  preview?: { image: string; imageAlt: string; features: string[] };
}

export interface MenuGroup {
  id: string;
  label: string;
  items: MenuItem[];
}

/**
 * The icons a page's menu entry may name: the release check refuses a release naming another
 * (adding one here is a shell release). An entry whose icon this shell does not know yet draws
 * the default one.
 */
export const menuIcons: Readonly<Record<string, SvgIconComponent>> = {
  CampaignOutlined,
  CloudOutlined,
  CloudSyncOutlined,
  DescriptionOutlined,
  EmojiEventsOutlined,
  GroupsOutlined,
  InsightsOutlined,
  MailOutlined,
  MenuBookOutlined,
  PanToolOutlined,
  PodcastsOutlined,
  SmartToyOutlined,
  StorefrontOutlined,
  TouchAppOutlined,
  TvOutlined,
  TrendingUpOutlined,
  ViewQuiltOutlined,
};

const defaultIcon = ArrowForwardOutlined;

/** The shell's own picture beside an entry, by the entry's address. */
const previews: Readonly<Record<string, MenuItem['preview']>> = {
  [paths.products]: {
    image: productsPreviewImage,
    imageAlt: 'Pantallas de señalización digital instaladas en una tienda',
    features: ['Pantallas interactivas', 'Pantallas de señalización', 'Pantallas LED', 'Videowalls'],
  },
};

/** The menus of the live pages, drawn: each entry's icon, and the shell's preview beside it. */
export function menuGroupsOf(menus: readonly SiteMenu[]): MenuGroup[] {
  return menus.map(({ id, label, entries }) => ({
    id,
    label,
    items: entries.map((entry) => {
      const preview = previews[entry.href];
      return { ...entry, icon: menuIcons[entry.icon] ?? defaultIcon, ...(preview ? { preview } : {}) };
    }),
  }));
}

/** The five dropdown groups of the header, from this visitor's live pages; the footer lists the same links. */
export function useMenuGroups(): MenuGroup[] {
  const { menus } = useSiteNavigation();
  return useMemo(() => menuGroupsOf(menus), [menus]);
}
