// The icons a block may name (the CMS's icon list, cms/src/components/elements/*.json): one import
// each, so the bundle carries these and no other of @mui/icons-material.
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import AutoModeOutlined from '@mui/icons-material/AutoModeOutlined';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CastConnectedOutlined from '@mui/icons-material/CastConnectedOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CheckroomOutlined from '@mui/icons-material/CheckroomOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import DirectionsRunOutlined from '@mui/icons-material/DirectionsRunOutlined';
import EmojiObjectsOutlined from '@mui/icons-material/EmojiObjectsOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FaceRetouchingNaturalOutlined from '@mui/icons-material/FaceRetouchingNaturalOutlined';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import HighlightOutlined from '@mui/icons-material/HighlightOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import IntegrationInstructionsOutlined from '@mui/icons-material/IntegrationInstructionsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import NotificationImportantOutlined from '@mui/icons-material/NotificationImportantOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PanToolOutlined from '@mui/icons-material/PanToolOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import SentimentNeutralOutlined from '@mui/icons-material/SentimentNeutralOutlined';
import SentimentVerySatisfiedOutlined from '@mui/icons-material/SentimentVerySatisfiedOutlined';
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WineBarOutlined from '@mui/icons-material/WineBarOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { CheckCircleIcon, type SectionIcon } from '../sections/section-icons';

/** Every icon an editor can choose, by the name the CMS stores. */
export const blockIcons: Readonly<Record<string, SectionIcon>> = {
  AccessTimeOutlined,
  AccountTreeOutlined,
  ApartmentOutlined,
  AutoAwesomeOutlined,
  AutoGraphOutlined,
  AutoModeOutlined,
  BackupOutlined,
  BadgeOutlined,
  CampaignOutlined,
  CastConnectedOutlined,
  CategoryOutlined,
  CheckroomOutlined,
  CloudDoneOutlined,
  CloudUploadOutlined,
  DashboardCustomizeOutlined,
  DescriptionOutlined,
  DesignServicesOutlined,
  DesktopWindowsOutlined,
  DevicesOutlined,
  DirectionsRunOutlined,
  EmojiObjectsOutlined,
  EngineeringOutlined,
  EventAvailableOutlined,
  EventRepeatOutlined,
  FaceRetouchingNaturalOutlined,
  FactoryOutlined,
  FlagOutlined,
  FolderCopyOutlined,
  FolderSharedOutlined,
  ForumOutlined,
  GppGoodOutlined,
  GridViewOutlined,
  GroupsOutlined,
  HandshakeOutlined,
  HeadsetMicOutlined,
  HighlightOutlined,
  HubOutlined,
  InsightsOutlined,
  IntegrationInstructionsOutlined,
  Inventory2Outlined,
  LocalHospitalOutlined,
  LocalMallOutlined,
  MemoryOutlined,
  MonitorHeartOutlined,
  MovieOutlined,
  NotificationImportantOutlined,
  PaletteOutlined,
  PanToolOutlined,
  PlayCircleOutlined,
  PrivacyTipOutlined,
  PsychologyOutlined,
  PublicOutlined,
  QueryStatsOutlined,
  ReplayOutlined,
  RestaurantOutlined,
  RocketLaunchOutlined,
  RouterOutlined,
  SavingsOutlined,
  SchoolOutlined,
  SensorsOutlined,
  SentimentDissatisfiedOutlined,
  SentimentNeutralOutlined,
  SentimentVerySatisfiedOutlined,
  SettingsSuggestOutlined,
  SmartToyOutlined,
  SpeedOutlined,
  StorefrontOutlined,
  SupportAgentOutlined,
  SyncAltOutlined,
  TaskAltOutlined,
  TimelineOutlined,
  TimerOutlined,
  TouchAppOutlined,
  TravelExploreOutlined,
  TrendingUpOutlined,
  TuneOutlined,
  VerifiedOutlined,
  VerifiedUserOutlined,
  VideocamOutlined,
  ViewInArOutlined,
  VisibilityOutlined,
  WineBarOutlined,
  WorkOutlineOutlined,
};

/** What a block shows for an icon it does not know (a name added to the CMS before the site). */
export const fallbackIcon: SectionIcon = CheckCircleIcon;

/** The icon of this name; an unknown name gets the neutral fallback, and a warning naming it. */
export function iconNamed(name: string, where: string): SectionIcon {
  const icon = Object.hasOwn(blockIcons, name) ? blockIcons[name] : undefined;
  if (icon) return icon;
  console.warn(`[cms-page] ${where}: ícono desconocido «${name}», se muestra uno genérico`);
  return fallbackIcon;
}
