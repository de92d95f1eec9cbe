import type { ClientLogo, Partner, SiteSettings, SocialLinkSetting, SocialNetwork } from './cms-types';
import { mapMedia } from './map-entities';
import { emailAddress, isRecord, listOf, optionalNumber, optionalText, text, type JsonRecord } from './read-fields';

// The site's settings, client logos and partners from the content service. As everywhere in the
// data layer, nothing an editor leaves empty or mistyped may break a page: an unusable link is
// null (the site then shows its own configuration), a logo without its image is left out.

/** An http(s) address with a host, as the browser would read it, or null. */
function webUrl(value: unknown): string | null {
  const candidate = optionalText(value);
  if (candidate === null) return null;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

const NETWORKS: ReadonlySet<string> = new Set<SocialNetwork>(['linkedin', 'instagram', 'youtube', 'email']);

function mapSocialLink(raw: JsonRecord): SocialLinkSetting | null {
  const network = optionalText(raw.network);
  const label = optionalText(raw.label);
  if (network === null || !NETWORKS.has(network) || label === null) return null;
  const url = optionalText(raw.url);
  const href =
    network === 'email'
      ? url?.startsWith('mailto:') && emailAddress(url.slice('mailto:'.length)) !== null
        ? url
        : null
      : webUrl(url);
  return href === null ? null : { network: network as SocialNetwork, label, href };
}

function mapAddress(raw: unknown): SiteSettings['address'] {
  if (!isRecord(raw)) return null;
  const street = optionalText(raw.street);
  const city = optionalText(raw.city);
  return street === null || city === null ? null : { street, locality: optionalText(raw.locality), city };
}

/** The single type's one entry. */
export function mapSiteSettings(raw: JsonRecord): SiteSettings {
  return {
    contactEmail: emailAddress(raw.contactEmail),
    address: mapAddress(raw.address),
    whatsappUrl: webUrl(raw.whatsappUrl),
    customerPortalUrl: webUrl(raw.customerPortalUrl),
    socialLinks: listOf(raw.socialLinks, mapSocialLink),
  };
}

const MIN_WIDTH = 40;
const MAX_WIDTH = 400;

/** The drawn width: the editor's, kept within what the walls lay out; else half the file's width (drawn at 2x); else 240. */
function logoWidth(raw: unknown, fileWidth: number | null): number {
  const width = optionalNumber(raw) ?? (fileWidth === null ? null : Math.round(fileWidth / 2));
  return width === null ? 240 : Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
}

/** A brand with a name and an image logo, or null. */
function mapLogoEntry(raw: JsonRecord): { id: number; name: string; logo: ClientLogo['logo']; width: number } | null {
  const id = optionalNumber(raw.id);
  const name = optionalText(raw.name);
  const logo = isRecord(raw.logo) ? mapMedia(raw.logo) : null;
  if (id === null || name === null || logo === null || !logo.mime.startsWith('image/')) return null;
  return { id, name, logo, width: logoWidth(raw.width, logo.width) };
}

export function mapClientLogo(raw: JsonRecord): ClientLogo | null {
  return mapLogoEntry(raw);
}

/** A partner with a name, an image logo and a web address to open, or null. */
export function mapPartner(raw: JsonRecord): Partner | null {
  const entry = mapLogoEntry(raw);
  const url = webUrl(raw.url);
  return entry === null || url === null ? null : { ...entry, url, description: text(raw.description) };
}
