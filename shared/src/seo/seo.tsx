import { siteConfig } from '../config/site-config';

export interface SeoProps {
  title: string;
  description?: string;
  keywords?: string[];
  /** Absolute or site-relative image for social previews. */
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
      {image && <meta property="og:image" content={absoluteUrl(image)} />}
      {/* X reads Open Graph too, but only its own card tags are certain across its clients. */}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {image && <meta name="twitter:image" content={absoluteUrl(image)} />}
      <script type="application/ld+json">{organizationJsonLd}</script>
      {structuredData && <script type="application/ld+json">{scriptJson({ '@context': 'https://schema.org', ...structuredData })}</script>}
    </>
  );
}
