import type { SvgIconComponent } from '@mui/icons-material';
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
import TvOutlined from '@mui/icons-material/TvOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import { menuGroupLabels, pageRecords, type PageRecord } from '@site/shared/routes';
import productsPreviewImage from '../../assets/products-preview.webp';

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

type MenuPlacement = Extract<PageRecord, { menus: unknown }>['menus'][number];

/** The icons the page records name, by name (a record naming another fails to type-check). */
const icons: Record<MenuPlacement['icon'], SvgIconComponent> = {
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
  TvOutlined,
  TrendingUpOutlined,
  ViewQuiltOutlined,
};

/** The shell's own picture beside an entry, by the page's key. */
const previews: Partial<Record<PageRecord['key'], MenuItem['preview']>> = {
  products: {
    image: productsPreviewImage,
    imageAlt: 'Pantallas de señalización digital instaladas en una tienda',
    features: ['Pantallas interactivas', 'Pantallas de señalización', 'Pantallas LED', 'Videowalls'],
  },
};

/** The five dropdown groups of the header, from the page records' `menus`; the footer lists the same links. */
export const menuGroups: MenuGroup[] = Object.entries(menuGroupLabels).map(([id, label]) => ({
  id,
  label,
  items: pageRecords.flatMap((record) =>
    ('menus' in record ? record.menus : [])
      .filter((placement) => placement.group === id)
      .map((placement) => {
        const preview = previews[record.key];
        return {
          title: placement.title,
          icon: icons[placement.icon],
          description: placement.description,
          href: record.path,
          ...(preview ? { preview } : {}),
        };
      }),
  ),
}));
