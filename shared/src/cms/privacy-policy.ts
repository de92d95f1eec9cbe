import type { CmsQuery } from './cms-queries';
import { cmsSingleTypes } from './cms-resources';
import type { PrivacyPolicy, PrivacyPolicySection } from './cms-types';
import { PRIVACY_POLICY_KEY } from './served-privacy-policy';
import { emailAddress, listOf, optionalNumber, optionalText, text, type JsonRecord } from './read-fields';

// The privacy policy from the content service (cms: privacy-policy). The page, the forms' consent line and
// the version each lead records read it; the retention job and the request deadline read its two numbers.

/** The policy's version as the CMS accepts it (cms: privacy-policy.version). */
const VERSION = /^[0-9A-Za-z.-]{1,20}$/;
/** A calendar date, as Strapi answers a date field. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const DEFAULT_RETENTION_MONTHS = 24;
export const DEFAULT_REQUEST_DEADLINE_DAYS = 30;

/** An integer within the CMS's bounds, or the default when the editors' value is missing or out of them. */
function boundedInteger(value: unknown, min: number, max: number, fallback: number): number {
  const number = optionalNumber(value);
  return number !== null && Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

function calendarDate(value: unknown): string | null {
  const candidate = optionalText(value);
  if (candidate === null || !CALENDAR_DATE.test(candidate)) return null;
  const date = new Date(`${candidate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== candidate ? null : candidate;
}

function mapSection(raw: JsonRecord): PrivacyPolicySection | null {
  const heading = optionalText(raw.heading);
  const body = optionalText(raw.body);
  return heading === null || body === null ? null : { heading, body };
}

/**
 * The single type's one entry, or null when it lacks what the policy cannot go without (its title,
 * a usable version and date, the responsible company and the privacy e-mail): the page then shows
 * its error state rather than a policy that names nobody.
 */
export function mapPrivacyPolicy(raw: JsonRecord): PrivacyPolicy | null {
  const title = optionalText(raw.title);
  const version = optionalText(raw.version);
  const effectiveDate = calendarDate(raw.effectiveDate);
  const controllerName = optionalText(raw.controllerName);
  const privacyEmail = emailAddress(raw.privacyEmail);
  if (title === null || version === null || !VERSION.test(version) || effectiveDate === null) return null;
  if (controllerName === null || privacyEmail === null) return null;
  return {
    title,
    version,
    effectiveDate,
    controllerName,
    controllerTaxId: optionalText(raw.controllerTaxId),
    privacyEmail,
    intro: text(raw.intro),
    sections: listOf(raw.sections, mapSection),
    retentionMonths: boundedInteger(raw.retentionMonths, 1, 120, DEFAULT_RETENTION_MONTHS),
    requestDeadlineDays: boundedInteger(raw.requestDeadlineDays, 1, 90, DEFAULT_REQUEST_DEADLINE_DAYS),
  };
}

/** «24 meses», «1 mes». */
export const retentionPeriodText = (months: number): string => (months === 1 ? '1 mes' : `${months} meses`);

/** «30 días corridos», «1 día corrido». */
export const requestDeadlineText = (days: number): string => (days === 1 ? '1 día corrido' : `${days} días corridos`);

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** `2026-12-01` → «1 de diciembre de 2026» (the same on the server and in any browser: no locale data needed). */
export function spanishDate(isoDate: string): string {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return `${day} de ${MONTHS[month - 1] ?? ''} de ${year}`;
}

/** Markdown's special characters in a value put into Markdown, escaped so it reads as written. */
const escapeMarkdown = (value: string): string => value.replace(/[\\`*_{}[\]()<>#+!|~]/g, '\\$&');

export interface FillOptions {
  /**
   * The text is Markdown (the page renders it): the values are escaped and the e-mail becomes a link.
   * Otherwise (plain text) they go in as they are.
   */
  markdown?: boolean;
}

export type PlaceholderValues = Pick<PrivacyPolicy, 'retentionMonths' | 'requestDeadlineDays' | 'privacyEmail' | 'controllerName'>;

/**
 * The policy's text with its placeholders filled from the policy itself, so the editors write a period or
 * an address once: `{plazo_conservacion}` → «24 meses», `{plazo_respuesta}` → «30 días corridos»,
 * `{correo_privacidad}` → the privacy e-mail, `{responsable}` → the responsible company. Any other
 * `{…}` is left as written.
 */
export function fillPrivacyPlaceholders(template: string, policy: PlaceholderValues, options: FillOptions = {}): string {
  const plain = (value: string): string => (options.markdown ? escapeMarkdown(value) : value);
  const values: Partial<Record<string, string>> = {
    plazo_conservacion: retentionPeriodText(policy.retentionMonths),
    plazo_respuesta: requestDeadlineText(policy.requestDeadlineDays),
    // A CommonMark autolink: a mailto: link with the address as its text.
    correo_privacidad: options.markdown ? `<${policy.privacyEmail}>` : policy.privacyEmail,
    responsable: plain(policy.controllerName),
  };
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? whole) : whole));
}

/** The policy as the site reads it (the page, and the forms for its version). */
export const privacyPolicyQuery: CmsQuery<PrivacyPolicy | null> = {
  key: PRIVACY_POLICY_KEY,
  collection: cmsSingleTypes.privacyPolicy,
  params: { populate: 'sections' },
  select: (items) => (items[0] ? mapPrivacyPolicy(items[0]) : null),
};
