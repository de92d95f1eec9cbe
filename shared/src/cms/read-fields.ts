// Tolerant readers for JSON from the content service: an editor can leave any
// field empty, and a page must render rather than crash, so every reader turns
// a missing, null or mistyped value into the type's "nothing".

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed non-empty string, or null. */
export function optionalText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** A string, or '' when missing. */
export function text(value: unknown): string {
  return optionalText(value) ?? '';
}

/** A plain e-mail address (Strapi's email field): one @, a dotted domain, nothing that is a URL's part. */
const EMAIL_ADDRESS = /^[^\s@:/?#<>"']+@[^\s@:/?#<>"'.]+(\.[^\s@:/?#<>"'.]+)+$/;

/** An e-mail address as written, or null. */
export function emailAddress(value: unknown): string | null {
  const candidate = optionalText(value);
  return candidate !== null && EMAIL_ADDRESS.test(candidate) ? candidate : null;
}

export function optionalNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Items of a list that map to something; anything else in the list is dropped. */
export function listOf<T>(value: unknown, map: (item: JsonRecord) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  const items: T[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const mapped = map(item);
    if (mapped !== null) items.push(mapped);
  }
  return items;
}
