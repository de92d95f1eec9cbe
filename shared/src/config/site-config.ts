// The site's configuration in one typed place (docs/ARCHITECTURE.md §5). Defaults
// are neutral example addresses; deployments override them with SITE_*
// environment variables at build time. Nothing secret belongs here: this
// module ends up in browser bundles.

export interface SocialLink {
  label: string;
  href: string;
  /** Colour the icon takes on hover, in the network's own hue: a palette path of the theme (`social.*`). */
  hoverColor: string;
  network: 'linkedin' | 'instagram' | 'youtube' | 'email';
}

export interface PostalAddress {
  street: string;
  locality: string;
  city: string;
  country: string;
}

export interface SiteConfig {
  brandName: string;
  /** Short name by which pages refer to the AI assistant. */
  assistantName: string;
  websiteUrl: string;
  contactEmail: string;
  address: PostalAddress;
  whatsappUrl: string;
  customerPortalUrl: string;
  social: SocialLink[];
  defaultKeywords: string[];
  defaultDescription: string;
  /** Free-mail domains the contact form refuses (SPEC §5). */
  blockedEmailDomains: string[];
}

/** An environment value injected at build time, or the default when unset. */
function fromEnv(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

const contactEmail = fromEnv(process.env.SITE_CONTACT_EMAIL, 'contacto@example.com');

export const siteConfig: SiteConfig = {
  brandName: fromEnv(process.env.SITE_BRAND_NAME, 'Nexo Digital'),
  assistantName: 'Nexo IA',
  websiteUrl: fromEnv(process.env.SITE_URL, 'https://www.example.com'),
  contactEmail,
  address: {
    street: 'Av. Providencia 1208, oficina 1603',
    locality: 'Providencia',
    city: 'Santiago de Chile',
    country: 'Chile',
  },
  whatsappUrl: fromEnv(process.env.SITE_WHATSAPP_URL, 'https://wa.me/56900000000'),
  customerPortalUrl: fromEnv(process.env.SITE_CUSTOMER_PORTAL_URL, 'https://portal.example.com/'),
  social: [
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: fromEnv(process.env.SITE_LINKEDIN_URL, 'https://www.linkedin.com/company/example'),
      hoverColor: 'social.linkedin',
    },
    {
      network: 'instagram',
      label: 'Instagram',
      href: fromEnv(process.env.SITE_INSTAGRAM_URL, 'https://www.instagram.com/example'),
      hoverColor: 'social.instagram',
    },
    {
      network: 'youtube',
      label: 'YouTube',
      href: fromEnv(process.env.SITE_YOUTUBE_URL, 'https://www.youtube.com/@example'),
      hoverColor: 'social.youtube',
    },
    { network: 'email', label: 'Correo electrónico', href: `mailto:${contactEmail}`, hoverColor: 'social.email' },
  ],
  defaultKeywords: ['señalización digital', 'automatización', 'computación en la nube'],
  defaultDescription:
    'Señalización digital, gestión de contenidos en la nube, lift and learn, medición de audiencia, comunicaciones internas, asistente IA y migración a la nube para empresas en Chile.',
  blockedEmailDomains: ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'],
};

/** The tagline of the signature and the footer. */
export const SIGNATURE_TAGLINE = 'Everything about links';
