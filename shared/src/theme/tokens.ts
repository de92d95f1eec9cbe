// The site's design tokens: every colour, shadow, gradient and radius the
// pages use, by role. Only this folder writes colours (lint enforces it);
// components read them through the theme: sx palette paths ('onDark.secondary',
// 'border.light') or (theme) => theme.customShadows.card.

/** Brand colours (SPEC §1). */
export const brandColors = {
  blue: '#005897',
  orange: '#f19001',
  grey: '#615f5d',
  /** Darker orange for text on white: #f19001 itself is below AA contrast. */
  orangeText: '#9a5c00',
  ink: '#1c2430',
  surface: '#f5f8fb',
} as const;

const white = '#ffffff';

/** Light backgrounds: tinted sections, image backdrops, hovers, translucent bars. */
export const surface = {
  /** Tinted section background. */
  tint: brandColors.surface,
  /** Behind product images. */
  muted: '#f3f6f9',
  /** The chat mock-up's conversation and input. */
  chat: '#f3f6fa',
  /** Where an image or avatar is still loading or missing. */
  placeholder: '#e8eef4',
  /** Hover of a light control. */
  hover: '#eef5fb',
  hoverAlt: '#eef4fa',
  /** The sticky header, nearly opaque. */
  header: 'rgba(255,255,255,0.97)',
  /** Round controls laid over images. */
  frosted: 'rgba(255,255,255,0.92)',
  /** Dark backdrop of videos and photos. */
  darkMedia: '#0b2239',
  /** Behind an article card's cover. */
  articleMedia: '#0b3a63',
  /** Captions over media. */
  scrim: 'rgba(11, 34, 57, 0.8)',
  /** The hero's play/pause control over its video. */
  heroControl: 'rgba(0, 30, 55, 0.55)',
  heroControlHover: 'rgba(0, 30, 55, 0.8)',
  /** Soft orange behind a warning icon. */
  warningTint: 'rgba(241, 144, 1, 0.15)',
  /** A menu entry hovered and current. */
  menuHover: 'rgba(0, 88, 151, 0.07)',
  menuActive: 'rgba(0, 88, 151, 0.1)',
} as const;

/** Card and control borders on light backgrounds. */
export const border = {
  light: '#e3eaf1',
  main: '#d7e1ea',
  control: '#c9d8e6',
  controlAlt: '#d0dbe6',
  hover: '#9fc1de',
} as const;

/** Dark blues of footers, heroes and banners. */
export const navy = {
  footer: '#00365c',
  deep: '#002a4d',
  dark: '#003a66',
  mid: '#003f6e',
  heading: '#003b66',
  bright: '#0a72ba',
} as const;

/** Text, tints and borders on dark (blue) backgrounds. */
export const onDark = {
  primary: white,
  secondary: '#dbe8f3',
  body: '#e3eef7',
  result: '#e6eff7',
  list: '#eef5fb',
  footer: '#c9d6e2',
  footerText: '#e8eef4',
  muted: '#b9cde0',
  highlight: '#ffd08a',
  tint: 'rgba(255, 255, 255, 0.08)',
  tintStrong: 'rgba(255, 255, 255, 0.1)',
  chip: 'rgba(255, 255, 255, 0.14)',
  divider: 'rgba(255,255,255,0.15)',
  border: 'rgba(255, 255, 255, 0.22)',
  borderStrong: 'rgba(255, 255, 255, 0.25)',
  chipBorder: 'rgba(255, 255, 255, 0.3)',
  outline: 'rgba(255,255,255,0.7)',
} as const;

/** The audience-measurement dashboard mock-up. */
export const dashboard = {
  background: '#0b2238',
  bar: '#071a2b',
  card: '#10304d',
  line: '#1f4a70',
  border: '#1c3b5a',
  share: '#4fa3e0',
  live: '#5fd38d',
} as const;

/** The phone frame of the chat mock-up. */
export const device = { frame: '#121820', bezel: '#2a3441' } as const;

/** Carousel dots and neutral marks. */
export const indicator = { dot: '#9fb3c4', slideDot: '#b8c7d6', negative: '#8a8886' } as const;

/** Accents of icons and badges in the pages' content. */
export const accent = {
  green: '#1e7d4f',
  red: '#b3261e',
  purple: '#6a3fa0',
  blueTint: '#e1eef8',
  orangeTint: '#fdeccc',
  orangeDeep: '#7a4900',
} as const;

/** The floating WhatsApp button (WhatsApp's green, darkened for AA contrast). */
export const whatsapp = { main: '#1f8f4e', dark: '#17733e' } as const;

/** Social networks' own colours, on hover of their icons. */
export const social = {
  linkedin: '#0a66c2',
  instagram: '#e1306c',
  youtube: '#ff0000',
  email: brandColors.orange,
} as const;

/** Shadows by role (MUI's numbered shadows are grey; the site's are tinted blue). */
export const customShadows = {
  card: '0 10px 30px rgba(0, 54, 92, 0.07)',
  cardMedium: '0 10px 30px rgba(0, 54, 92, 0.08)',
  cardWide: '0 16px 40px rgba(0, 54, 92, 0.08)',
  offer: '0 12px 34px rgba(0, 54, 92, 0.08)',
  listCard: '0 10px 32px rgba(0, 54, 92, 0.10)',
  podcast: '0 12px 40px rgba(0, 54, 92, 0.12)',
  form: '0 12px 32px rgba(0, 88, 151, 0.08)',
  product: '0 4px 18px rgba(0, 40, 80, 0.06)',
  productHover: '0 10px 28px rgba(0, 40, 80, 0.12)',
  cardHover: '0 18px 40px rgba(0, 54, 92, 0.14)',
  linkCardHover: '0 18px 40px rgba(0, 54, 92, 0.16)',
  partnerHover: '0 16px 36px rgba(0, 54, 92, 0.14)',
  control: '0 4px 14px rgba(0, 54, 92, 0.12)',
  bubble: '0 2px 8px rgba(0, 54, 92, 0.08)',
  imageSoft: '0 20px 50px rgba(0, 54, 92, 0.12)',
  slideshow: '0 20px 50px rgba(0, 54, 92, 0.14)',
  image: '0 20px 50px rgba(0, 54, 92, 0.15)',
  imageStrong: '0 20px 50px rgba(0, 54, 92, 0.16)',
  mediaSplit: '0 20px 50px rgba(0, 54, 92, 0.18)',
  raised: '0 24px 60px rgba(0, 54, 92, 0.14)',
  highlighted: '0 24px 60px rgba(0, 54, 92, 0.18)',
  banner: '0 24px 60px rgba(0, 54, 92, 0.25)',
  heroMedia: '0 24px 60px rgba(0, 20, 40, 0.35)',
  dashboard: '0 30px 70px rgba(0, 20, 40, 0.35)',
  phone: `0 30px 70px rgba(0, 20, 40, 0.45), inset 0 0 0 2px ${device.bezel}`,
  homeHeroImage: '0 30px 70px rgba(0, 15, 30, 0.45)',
  homeHeroCard: '0 16px 40px rgba(0, 15, 30, 0.35)',
  featureImage: '0 24px 60px rgba(0, 30, 55, 0.25)',
  featureCard: '0 16px 40px rgba(0, 30, 55, 0.25)',
  successHalo: '0 0 0 10px rgba(241, 144, 1, 0.25)',
} as const;

/** Backgrounds of heroes and banners. */
export const gradients = {
  homeHero: `radial-gradient(circle at 88% 12%, rgba(241, 144, 1, 0.25) 0, transparent 30%), linear-gradient(135deg, ${navy.deep} 0%, ${navy.mid} 45%, ${brandColors.blue} 100%)`,
  featureDark: `linear-gradient(135deg, ${navy.deep} 0%, ${brandColors.blue} 100%)`,
  sectionBlue: `linear-gradient(135deg, ${navy.dark} 0%, ${brandColors.blue} 70%)`,
  pageHero: `linear-gradient(135deg, ${navy.deep} 0%, ${brandColors.blue} 60%, ${navy.bright} 100%)`,
  /** Over a hero's photo, so white text stays readable. */
  pageHeroPhotoScrim: 'linear-gradient(90deg, rgba(0, 32, 58, 0.92) 0%, rgba(0, 58, 102, 0.8) 50%, rgba(0, 88, 151, 0.45) 100%)',
  pageHeroGlow: 'radial-gradient(circle at 85% 15%, rgba(241, 144, 1, 0.28) 0, transparent 32%), radial-gradient(circle at 10% 110%, rgba(255, 255, 255, 0.12) 0, transparent 40%)',
  closingBanner: `linear-gradient(120deg, ${navy.dark} 0%, ${brandColors.blue} 55%, ${navy.bright} 100%)`,
} as const;

/** Radii that are not multiples of theme.shape.borderRadius. */
export const radii = { pill: 999, phone: '36px', round: '50%' } as const;

/** The custom palette entries, as createTheme receives them. */
export const paletteTokens = { surface, border, navy, onDark, dashboard, device, indicator, accent, whatsapp, social } as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : T[K] extends object ? Widen<T[K]> : T[K] };

declare module '@mui/material/styles' {
  interface Palette {
    surface: Widen<typeof surface>;
    border: Widen<typeof border>;
    navy: Widen<typeof navy>;
    onDark: Widen<typeof onDark>;
    dashboard: Widen<typeof dashboard>;
    device: Widen<typeof device>;
    indicator: Widen<typeof indicator>;
    accent: Widen<typeof accent>;
    whatsapp: Widen<typeof whatsapp>;
    social: Widen<typeof social>;
  }
  interface PaletteOptions {
    surface?: Widen<typeof surface>;
    border?: Widen<typeof border>;
    navy?: Widen<typeof navy>;
    onDark?: Widen<typeof onDark>;
    dashboard?: Widen<typeof dashboard>;
    device?: Widen<typeof device>;
    indicator?: Widen<typeof indicator>;
    accent?: Widen<typeof accent>;
    whatsapp?: Widen<typeof whatsapp>;
    social?: Widen<typeof social>;
  }
  interface Theme {
    customShadows: Widen<typeof customShadows>;
    gradients: Widen<typeof gradients>;
    radii: typeof radii;
  }
  interface ThemeOptions {
    customShadows?: Widen<typeof customShadows>;
    gradients?: Widen<typeof gradients>;
    radii?: typeof radii;
  }
}
