// @ts-check
// A page without its scripts: the server's HTML with every script element and every hint that
// fetches a script taken out, so that the "without scripts" Lighthouse row measures the HTML and
// CSS as served, with no JavaScript downloaded or run. Data blocks (JSON-LD) stay: they are no code
// and the browser neither fetches nor runs anything for them. Pure functions of the text.

/** A `<script>` element, its content included (React's server output escapes `</script` inside strings). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
/** A `<link>` element (void: no closing tag). */
const LINK_ELEMENT = /<link\b([^>]*)>/gi;

/**
 * An attribute's value from an element's attribute text, lower-cased, or null when absent.
 * @param {string} attributes the text between the tag's name and its `>`
 * @param {string} name
 * @returns {string | null}
 */
export function attributeOf(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase();
}

/**
 * A script element that holds data, not code: a JSON type (JSON-LD, a JSON island).
 * @param {string} attributes
 */
function isDataBlock(attributes) {
  const type = attributeOf(attributes, 'type');
  return type !== null && /(^|\+|\/)json$/.test(type);
}

/**
 * Whether a link (its `rel` and `as`) fetches a script: modulepreload, or a preload or prefetch
 * `as="script"`.
 * @param {string | null} rel
 * @param {string | null} as
 */
export function isScriptHint(rel, as) {
  const rels = (rel ?? '').split(/\s+/);
  if (rels.includes('modulepreload')) return true;
  return as === 'script' && (rels.includes('preload') || rels.includes('prefetch'));
}

/**
 * @typedef {object} StrippedPage
 * @property {string} html
 * @property {number} scripts script elements taken out
 * @property {number} hints script preloads, modulepreloads and prefetches taken out
 */

/**
 * The page without its scripts.
 * @param {string} html
 * @returns {StrippedPage}
 */
export function stripScripts(html) {
  let scripts = 0;
  let hints = 0;
  const withoutScripts = html.replace(SCRIPT_ELEMENT, (element, attributes) => {
    if (isDataBlock(attributes)) return element;
    scripts += 1;
    return '';
  });
  const withoutHints = withoutScripts.replace(LINK_ELEMENT, (element, attributes) => {
    if (!isScriptHint(attributeOf(attributes, 'rel'), attributeOf(attributes, 'as'))) return element;
    hints += 1;
    return '';
  });
  return { html: withoutHints, scripts, hints };
}

/**
 * An HTTP `Link` header without the entries that fetch a script (the shell's server may announce
 * preloads there too); null when nothing is left.
 * @param {string} header
 * @returns {string | null}
 */
export function stripScriptLinkHeader(header) {
  const kept = header
    .split(/,(?=\s*<)/)
    .filter((entry) => {
      const params = entry.replace(/^\s*<[^>]*>/, '');
      const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1]?.toLowerCase() ?? null;
      const as = /;\s*as\s*=\s*"?([^";]+)"?/i.exec(params)?.[1]?.toLowerCase() ?? null;
      return !isScriptHint(rel, as);
    })
    .map((entry) => entry.trim());
  return kept.length ? kept.join(', ') : null;
}
