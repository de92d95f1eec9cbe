import { siteConfig } from '../config/site-config';

export interface SeoProps {
  title: string;
  description?: string;
  keywords?: string[];
  /** Absolute or site-relative image for social previews; without one, the site-wide image. */
  image?: string;
  /** Path of the page, for the canonical and og:url tags. */
  path?: string;
  /** Open Graph type: 'article' for a blog post. */
  type?: 'website' | 'article';
  /** schema.org data of what the page shows (a BlogPosting, a Product), beside the Organization. */
  structuredData?: Record<string, unknown>;
}

/** The page title as every page shows it: '{title} | {brand}'. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.brandName}`;
}

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, siteConfig.websiteUrl).href;
}

/**
 * The link-preview image of every page without one of its own: designed at
 * the size link previews show (shell/design/og-image.svg, rendered to a JPEG
 * by scripts/make-og-image.mjs; crawlers do not read SVG) and served by the
 * shell from its public folder.
 */
export const siteSocialImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${siteConfig.brandName}: todo se trata de vínculos. Señalización digital, gestión de contenidos, asistente IA y nube, en Santiago de Chile.`,
} as const;

/** JSON for a script element: no `<` can end it early. */
const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

const organizationJsonLd = scriptJson({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: siteConfig.brandName,
  url: siteConfig.websiteUrl,
  email: siteConfig.contactEmail,
  address: {
    '@type': 'PostalAddress',
    streetAddress: siteConfig.address.street,
    addressLocality: siteConfig.address.city,
    addressCountry: 'CL',
  },
  sameAs: siteConfig.social.filter((link) => link.network !== 'email').map((link) => link.href),
});

/**
 * Page metadata. React 19 hoists <title>, <meta> and <link> rendered anywhere
 * into the document head, so every page (in any remote) renders one of these.
 */
export function Seo({ title, description, keywords, image, path, type = 'website', structuredData }: SeoProps) {
  const fullTitle = pageTitle(title);
  const text = description ?? siteConfig.defaultDescription;
  const words = (keywords ?? siteConfig.defaultKeywords).join(', ');
  const url = path ? absoluteUrl(path) : undefined;
  // Crawlers fetch the image by its absolute address; the site-wide one also says its size and what it shows.
  const imageUrl = absoluteUrl(image ?? siteSocialImage.path);
  const siteImage = image === undefined ? siteSocialImage : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta name="keywords" content={words} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="es_CL" />
      <meta property="og:site_name" content={siteConfig.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:image" content={imageUrl} />
      {siteImage && <meta property="og:image:type" content="image/jpeg" />}
      {siteImage && <meta property="og:image:width" content={String(siteImage.width)} />}
      {siteImage && <meta property="og:image:height" content={String(siteImage.height)} />}
      {siteImage && <meta property="og:image:alt" content={siteImage.alt} />}
      {/* X reads Open Graph too, but only its own card tags are certain across its clients. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {siteImage && <meta name="twitter:image:alt" content={siteImage.alt} />}
      <script type="application/ld+json">{organizationJsonLd}</script>
      {structuredData && <script type="application/ld+json">{scriptJson({ '@context': 'https://schema.org', ...structuredData })}</script>}
    </>
  );
}
