// The content service's entities (SPEC §3) as the pages use them: every field
// the CMS may leave empty is `null` or an empty list, never `undefined`, so a
// page only has to decide what to show when something is missing.

/** One rendition of an image: Strapi's generated formats and the original. */
export interface MediaSource {
  url: string;
  width: number;
}

/**
 * A file an editor uploaded to the CMS's media library: an image, a video or
 * a document. `url` is site-relative (`/uploads/…`, served through the site's
 * own origin). An image carries its intrinsic size and every rendition the
 * CMS made of it, narrowest first (its `srcset`); other files have none.
 */
export interface CmsMedia {
  id: number;
  url: string;
  /** The editor's alternative text; '' when the file has none (videos, documents). */
  alt: string;
  mime: string;
  /** The file name as uploaded, e.g. 'guia-retail.pdf'. */
  name: string;
  width: number | null;
  height: number | null;
  sources: MediaSource[];
}

export interface Category {
  id: number;
  name: string;
}

export interface Author {
  name: string;
  avatar: CmsMedia | null;
  linkedin: string | null;
  email: string | null;
}

export interface Article {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** Markdown. */
  content: string;
  cover: CmsMedia | null;
  featured: boolean;
  categories: Category[];
  author: Author | null;
}

/** An article as its card shows it: everything but the Markdown body. */
export type ArticleSummary = Omit<Article, 'content'>;

export interface NamedItem {
  id: number;
  name: string;
}

export interface CaseHighlight {
  number: number | null;
  text: string;
}

export interface CaseResult {
  id: number;
  title: string;
  description: string;
}

export interface SuccessCase {
  id: number;
  title: string;
  company: string;
  description: string;
  image: CmsMedia | null;
  categories: Category[];
  highlight: CaseHighlight | null;
  contentCompanyDescription: string | null;
  contentCompanyImage: CmsMedia | null;
  outstandingTitle: string | null;
  /** Markdown. */
  outstandingContent: string | null;
  /** Images and videos, in the editor's order. */
  outstandingMedia: CmsMedia[];
  contentChallenges: NamedItem[];
  contentSolutions: NamedItem[];
  contentVideo: CmsMedia | null;
  contentResults: CaseResult[];
}

export interface Material {
  id: number;
  title: string;
  description: string;
  /** The downloadable document (a PDF). */
  file: CmsMedia | null;
  categories: Category[];
}

/** A person of the team (about us, the e-mail signatures): only people with a name, an e-mail and a photo. */
export interface TeamMember {
  id: number;
  name: string;
  role: string;
  /** The company address, shown and linked in the signature. */
  email: string;
  /** A square portrait (PNG or JPG: it also goes into e-mail signatures). */
  photo: CmsMedia;
  /** '' when the person has none. */
  quote: string;
  /** An https address of a LinkedIn profile, or null. */
  linkedin: string | null;
}

export interface ProductCategory {
  id: number;
  slug: string;
  name: string;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  brand: string | null;
  description: string;
  resolution: string | null;
  /** Brightness, e.g. '500 nits'. */
  glow: string | null;
  system: string | null;
  operation: string | null;
  features: NamedItem[];
  displaySizes: NamedItem[];
  images: CmsMedia[];
  categories: ProductCategory[];
}

/** A brand of the home's client logo wall (SPEC §3 client): only one with a name and an image. */
export interface ClientLogo {
  id: number;
  name: string;
  logo: CmsMedia;
  /** The logo's drawn width at 64 px high. */
  width: number;
}

/** A partner of about us's carousel (SPEC §3 partner): only one with a name, an image and a web address. */
export interface Partner {
  id: number;
  name: string;
  logo: CmsMedia;
  /** An http(s) address, opened in a new tab. */
  url: string;
  /** The logo's drawn width at 64 px high. */
  width: number;
  /** One line under the logo; '' when there is none. */
  description: string;
}

/** The networks the site has an icon for. */
export type SocialNetwork = 'linkedin' | 'instagram' | 'youtube' | 'email';

export interface SocialLinkSetting {
  network: SocialNetwork;
  label: string;
  /** An http(s) address, or mailto: for `email`. */
  href: string;
}

/**
 * The site's settings as the editors published them: what they left empty (or unusable) is null or
 * an empty list, and the site shows its own configuration there (shared/src/config/contact-details.ts).
 */
export interface SiteSettings {
  contactEmail: string | null;
  address: { street: string; locality: string | null; city: string } | null;
  whatsappUrl: string | null;
  customerPortalUrl: string | null;
  socialLinks: SocialLinkSetting[];
}

/** One section of the privacy policy (cms: privacy.section): a heading and its Markdown body. */
export interface PrivacyPolicySection {
  heading: string;
  /** Markdown, with the placeholders still in it (fillPrivacyPlaceholders). */
  body: string;
}

/**
 * The privacy policy as published (cms: privacy-policy, a single type): what /privacidad shows, the
 * version a lead records, how long leads are kept and the deadline to answer a rights request.
 */
export interface PrivacyPolicy {
  title: string;
  /** `1.0`: letters, digits, dots and dashes, at most 20 characters. */
  version: string;
  /** The day it takes effect, `YYYY-MM-DD` (a calendar date, no time zone). */
  effectiveDate: string;
  /** The legal name of the company responsible for the data. */
  controllerName: string;
  /** Its RUT (`76.543.210-8`), or null when the editors left it empty. */
  controllerTaxId: string | null;
  privacyEmail: string;
  /** Markdown, with the placeholders still in it; '' when there is none. */
  intro: string;
  sections: PrivacyPolicySection[];
  /** How long leads are kept, in months (1–120; 24 when unusable). */
  retentionMonths: number;
  /** The legal deadline to answer a confirmed request, in calendar days (1–90; 30 when unusable). */
  requestDeadlineDays: number;
}

/** What search engines and link previews show of a marketing page (cms: shared.seo). */
export interface PageSeo {
  metaTitle: string;
  metaDescription: string;
  keywords: string | null;
  socialImage: CmsMedia | null;
  noindex: boolean;
}

/**
 * One block of a marketing page's body, as the CMS answered it: its component name
 * (`blocks.hero-video`), its id and its fields as they came (media still Strapi's objects).
 * The remote that renders it reads the fields it knows (remote-marketing/src/blocks).
 */
export interface PageBlock {
  component: string;
  id: number;
  fields: Record<string, unknown>;
}

/** A marketing page as the CMS holds it (cms: page): its path, SEO and blocks in order. */
export interface MarketingPageEntry {
  documentId: string;
  /** `/`, `/servicios/asistente-ia`. */
  path: string;
  /** The editors' internal name of the page. */
  title: string;
  seo: PageSeo;
  blocks: PageBlock[];
}

/** A page's entry in one of the menus (cms: shared.menu-entry). */
export interface PageMenuEntry {
  /** The menu: 'soluciones', 'productos', 'servicios', 'recursos' or 'sobre'. */
  group: string;
  title: string;
  description: string;
  /** A Material icon's name, from the CMS's list (`StorefrontOutlined`). */
  icon: string;
  /** Its place in the menu: lower first. */
  order: number;
}

/** A published marketing page as the shell routes it and lists it in the menus and sitemap. */
export interface PageIndexEntry {
  path: string;
  title: string;
  /** Kept out of search engines and the sitemap. */
  noindex: boolean;
  menus: PageMenuEntry[];
}
