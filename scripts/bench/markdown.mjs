// @ts-check
// The benchmark's report is Markdown: tables and figures formatted one way.

/** @param {string[][]} rows the header first @returns {string} */
export function markdownTable(rows) {
  const [header, ...body] = rows;
  if (!header) return '';
  const line = (/** @type {string[]} */ cells) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...body.map(line)].join('\n');
}

/** Whole milliseconds, or '–' when there is no figure. @param {number | null | undefined} ms */
export function ms(ms) {
  return ms === null || ms === undefined ? '–' : String(Math.round(ms));
}

/** Kilobytes (1 KB = 1024 bytes), one decimal. @param {number | null | undefined} bytes */
export function kb(bytes) {
  return bytes === null || bytes === undefined ? '–' : (bytes / 1024).toFixed(1);
}
