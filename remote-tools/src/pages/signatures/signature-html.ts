import { brandColors } from '@site/shared/theme';
import type { TeamMember } from '@site/shared/cms';

export interface SignatureOptions {
  brandName: string;
  websiteUrl: string;
  /** The company logo (PNG: mail clients do not show SVG). */
  logoUrl: string;
  tagline: string;
  /**
   * Base for relative image URLs; the page's own address when omitted. null keeps them relative: the
   * server's render of the preview, which the browser resolves against whatever address it shows.
   */
  baseUrl?: string | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes text safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** 'https://www.example.com/' → 'www.example.com', as people write it. */
function displayHost(url: string): string {
  const { host, pathname } = new URL(url);
  return pathname === '/' ? host : `${host}${pathname}`;
}

const font = 'font-family:Arial,Helvetica,sans-serif;';

/**
 * The e-mail signature as HTML that mail clients render: a table layout,
 * inline styles only, absolute image URLs (a signature travels far from this
 * site) and every text escaped. The page previews this very string.
 */
export function buildSignatureHtml(member: TeamMember, options: SignatureOptions): string {
  // Read at call time: there is no page address while modules load on a server.
  const base = options.baseUrl === undefined ? window.location.href : options.baseUrl;
  const absolute = (url: string): string => (base === null ? url : new URL(url, base).href);
  const photoUrl = escapeHtml(absolute(member.photo.url));
  const logoUrl = escapeHtml(absolute(options.logoUrl));
  const websiteUrl = escapeHtml(options.websiteUrl);
  const link = `color:${brandColors.blue};text-decoration:none;`;

  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;${font}font-size:13px;line-height:1.45;color:${brandColors.ink};">`,
    '<tbody>',
    '<tr>',
    `<td style="vertical-align:top;padding:0 16px 0 0;">`,
    `<img src="${photoUrl}" width="80" height="80" alt="${escapeHtml(member.name)}" style="display:block;width:80px;height:80px;border:0;border-radius:50%;">`,
    '</td>',
    `<td style="vertical-align:top;padding:0 0 0 16px;border-left:3px solid ${brandColors.orange};">`,
    `<div style="${font}font-size:16px;font-weight:bold;color:${brandColors.blue};">${escapeHtml(member.name)}</div>`,
    `<div style="${font}font-size:13px;color:${brandColors.grey};padding:0 0 8px 0;">${escapeHtml(member.role)}</div>`,
    `<div style="${font}font-size:13px;line-height:24px;"><a href="mailto:${escapeHtml(member.email)}" style="${link}">${escapeHtml(member.email)}</a></div>`,
    `<div style="${font}font-size:13px;line-height:24px;"><a href="${websiteUrl}" style="${link}">${escapeHtml(displayHost(options.websiteUrl))}</a></div>`,
    // A person without a quote signs without one.
    ...(member.quote === ''
      ? []
      : [`<div style="${font}font-size:12px;font-style:italic;color:${brandColors.grey};padding:8px 0 0 0;">“${escapeHtml(member.quote)}”</div>`]),
    '</td>',
    '</tr>',
    '<tr>',
    `<td colspan="2" style="padding:14px 0 0 0;">`,
    `<a href="${websiteUrl}" style="text-decoration:none;"><img src="${logoUrl}" width="180" height="40" alt="${escapeHtml(options.brandName)}" style="display:block;width:180px;height:40px;border:0;"></a>`,
    `<div lang="en" style="${font}font-size:11px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:${brandColors.orangeText};padding:4px 0 0 0;">${escapeHtml(options.tagline)}</div>`,
    '</td>',
    '</tr>',
    '</tbody>',
    '</table>',
  ].join('\n');
}
