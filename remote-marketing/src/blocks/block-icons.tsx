import { CheckCircleIcon, type SectionIcon } from '../sections/section-icons';
import { lazyView } from '@site/shared/hydration';

// The icons a block may name (the CMS's icon list, cms/src/components/elements/*.json), each in a
// chunk of its own: a page fetches the few its blocks name, not all 83 (about 24 KB gzip).

/** Every icon an editor can choose, by the name the CMS stores. */
const iconLoaders = {
  AccessTimeOutlined: () => import('@mui/icons-material/AccessTimeOutlined'),
  AccountTreeOutlined: () => import('@mui/icons-material/AccountTreeOutlined'),
  ApartmentOutlined: () => import('@mui/icons-material/ApartmentOutlined'),
  AutoAwesomeOutlined: () => import('@mui/icons-material/AutoAwesomeOutlined'),
  AutoGraphOutlined: () => import('@mui/icons-material/AutoGraphOutlined'),
  AutoModeOutlined: () => import('@mui/icons-material/AutoModeOutlined'),
  BackupOutlined: () => import('@mui/icons-material/BackupOutlined'),
  BadgeOutlined: () => import('@mui/icons-material/BadgeOutlined'),
  CampaignOutlined: () => import('@mui/icons-material/CampaignOutlined'),
  CastConnectedOutlined: () => import('@mui/icons-material/CastConnectedOutlined'),
  CategoryOutlined: () => import('@mui/icons-material/CategoryOutlined'),
  CheckroomOutlined: () => import('@mui/icons-material/CheckroomOutlined'),
  CloudDoneOutlined: () => import('@mui/icons-material/CloudDoneOutlined'),
  CloudUploadOutlined: () => import('@mui/icons-material/CloudUploadOutlined'),
  DashboardCustomizeOutlined: () => import('@mui/icons-material/DashboardCustomizeOutlined'),
  DescriptionOutlined: () => import('@mui/icons-material/DescriptionOutlined'),
  DesignServicesOutlined: () => import('@mui/icons-material/DesignServicesOutlined'),
  DesktopWindowsOutlined: () => import('@mui/icons-material/DesktopWindowsOutlined'),
  DevicesOutlined: () => import('@mui/icons-material/DevicesOutlined'),
  DirectionsRunOutlined: () => import('@mui/icons-material/DirectionsRunOutlined'),
  EmojiObjectsOutlined: () => import('@mui/icons-material/EmojiObjectsOutlined'),
  EngineeringOutlined: () => import('@mui/icons-material/EngineeringOutlined'),
  EventAvailableOutlined: () => import('@mui/icons-material/EventAvailableOutlined'),
  EventRepeatOutlined: () => import('@mui/icons-material/EventRepeatOutlined'),
  FaceRetouchingNaturalOutlined: () => import('@mui/icons-material/FaceRetouchingNaturalOutlined'),
  FactoryOutlined: () => import('@mui/icons-material/FactoryOutlined'),
  FlagOutlined: () => import('@mui/icons-material/FlagOutlined'),
  FolderCopyOutlined: () => import('@mui/icons-material/FolderCopyOutlined'),
  FolderSharedOutlined: () => import('@mui/icons-material/FolderSharedOutlined'),
  ForumOutlined: () => import('@mui/icons-material/ForumOutlined'),
  GppGoodOutlined: () => import('@mui/icons-material/GppGoodOutlined'),
  GridViewOutlined: () => import('@mui/icons-material/GridViewOutlined'),
  GroupsOutlined: () => import('@mui/icons-material/GroupsOutlined'),
  HandshakeOutlined: () => import('@mui/icons-material/HandshakeOutlined'),
  HeadsetMicOutlined: () => import('@mui/icons-material/HeadsetMicOutlined'),
  HighlightOutlined: () => import('@mui/icons-material/HighlightOutlined'),
  HubOutlined: () => import('@mui/icons-material/HubOutlined'),
  InsightsOutlined: () => import('@mui/icons-material/InsightsOutlined'),
  IntegrationInstructionsOutlined: () => import('@mui/icons-material/IntegrationInstructionsOutlined'),
  Inventory2Outlined: () => import('@mui/icons-material/Inventory2Outlined'),
  LocalHospitalOutlined: () => import('@mui/icons-material/LocalHospitalOutlined'),
  LocalMallOutlined: () => import('@mui/icons-material/LocalMallOutlined'),
  MemoryOutlined: () => import('@mui/icons-material/MemoryOutlined'),
  MonitorHeartOutlined: () => import('@mui/icons-material/MonitorHeartOutlined'),
  MovieOutlined: () => import('@mui/icons-material/MovieOutlined'),
  NotificationImportantOutlined: () => import('@mui/icons-material/NotificationImportantOutlined'),
  PaletteOutlined: () => import('@mui/icons-material/PaletteOutlined'),
  PanToolOutlined: () => import('@mui/icons-material/PanToolOutlined'),
  PlayCircleOutlined: () => import('@mui/icons-material/PlayCircleOutlined'),
  PrivacyTipOutlined: () => import('@mui/icons-material/PrivacyTipOutlined'),
  PsychologyOutlined: () => import('@mui/icons-material/PsychologyOutlined'),
  PublicOutlined: () => import('@mui/icons-material/PublicOutlined'),
  QueryStatsOutlined: () => import('@mui/icons-material/QueryStatsOutlined'),
  ReplayOutlined: () => import('@mui/icons-material/ReplayOutlined'),
  RestaurantOutlined: () => import('@mui/icons-material/RestaurantOutlined'),
  RocketLaunchOutlined: () => import('@mui/icons-material/RocketLaunchOutlined'),
  RouterOutlined: () => import('@mui/icons-material/RouterOutlined'),
  SavingsOutlined: () => import('@mui/icons-material/SavingsOutlined'),
  SchoolOutlined: () => import('@mui/icons-material/SchoolOutlined'),
  SensorsOutlined: () => import('@mui/icons-material/SensorsOutlined'),
  SentimentDissatisfiedOutlined: () => import('@mui/icons-material/SentimentDissatisfiedOutlined'),
  SentimentNeutralOutlined: () => import('@mui/icons-material/SentimentNeutralOutlined'),
  SentimentVerySatisfiedOutlined: () => import('@mui/icons-material/SentimentVerySatisfiedOutlined'),
  SettingsSuggestOutlined: () => import('@mui/icons-material/SettingsSuggestOutlined'),
  SmartToyOutlined: () => import('@mui/icons-material/SmartToyOutlined'),
  SpeedOutlined: () => import('@mui/icons-material/SpeedOutlined'),
  StorefrontOutlined: () => import('@mui/icons-material/StorefrontOutlined'),
  SupportAgentOutlined: () => import('@mui/icons-material/SupportAgentOutlined'),
  SyncAltOutlined: () => import('@mui/icons-material/SyncAltOutlined'),
  TaskAltOutlined: () => import('@mui/icons-material/TaskAltOutlined'),
  TimelineOutlined: () => import('@mui/icons-material/TimelineOutlined'),
  TimerOutlined: () => import('@mui/icons-material/TimerOutlined'),
  TouchAppOutlined: () => import('@mui/icons-material/TouchAppOutlined'),
  TravelExploreOutlined: () => import('@mui/icons-material/TravelExploreOutlined'),
  TrendingUpOutlined: () => import('@mui/icons-material/TrendingUpOutlined'),
  TuneOutlined: () => import('@mui/icons-material/TuneOutlined'),
  VerifiedOutlined: () => import('@mui/icons-material/VerifiedOutlined'),
  VerifiedUserOutlined: () => import('@mui/icons-material/VerifiedUserOutlined'),
  VideocamOutlined: () => import('@mui/icons-material/VideocamOutlined'),
  ViewInArOutlined: () => import('@mui/icons-material/ViewInArOutlined'),
  VisibilityOutlined: () => import('@mui/icons-material/VisibilityOutlined'),
  WineBarOutlined: () => import('@mui/icons-material/WineBarOutlined'),
  WorkOutlineOutlined: () => import('@mui/icons-material/WorkOutlineOutlined'),
} satisfies Record<string, () => Promise<{ default: SectionIcon }>>;

export type BlockIconName = keyof typeof iconLoaders;

/** What a block shows for an icon it does not know (a name added to the CMS before the site). */
export const fallbackIcon: SectionIcon = CheckCircleIcon;

const isIconName = (name: string): name is BlockIconName => Object.hasOwn(iconLoaders, name);

/**
 * An icon drawn from its chunk, fetched when its block is drawn: a band below the first screen as
 * the visitor nears it, its section's code and its icons together (the band's boundary waits for both).
 */
const loadedIcon = (name: BlockIconName): SectionIcon => lazyView(iconLoaders[name], 'default');

/** Each icon's view, made once (nothing is fetched before a block draws it). */
const icons = Object.fromEntries(Object.keys(iconLoaders).map((name) => [name, loadedIcon(name as BlockIconName)])) as Record<BlockIconName, SectionIcon>;

/** The icon of this name; an unknown name gets the neutral fallback, and a warning naming it. */
export function iconNamed(name: string, where: string): SectionIcon {
  if (isIconName(name)) return icons[name];
  console.warn(`[cms-page] ${where}: ícono desconocido «${name}», se muestra uno genérico`);
  return fallbackIcon;
}
