import { OFF_FIRST_SCREEN_ATTRIBUTE } from '@site/shared/ui/styles';

/** The start and end offsets of the markup of an element off the first screen (its tags included). */
type Range = readonly [number, number];

/**
 * Where each element marked off the first screen (`OFF_FIRST_SCREEN_ATTRIBUTE`) starts and ends in
 * the server's HTML, outermost first. React's output is
 * well formed, so an element ends at the close tag that balances its name's open tags.
 */
export function offFirstScreenRanges(html: string): Range[] {
  const ranges: Range[] = [];
  const marker = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\s${OFF_FIRST_SCREEN_ATTRIBUTE}(?:="[^"]*")?[\\s>/]`, 'g');
  for (let found = marker.exec(html); found; found = marker.exec(html)) {
    const tag = found[1] ?? 'div';
    const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
    tags.lastIndex = found.index + 1;
    let depth = 1;
    let end = html.length;
    for (let next = tags.exec(html); next; next = tags.exec(html)) {
      depth += next[1] ? -1 : 1;
      if (depth === 0) {
        end = html.indexOf('>', next.index) + 1;
        break;
      }
    }
    ranges.push([found.index, end]);
    // Nested marked elements are inside this range already.
    marker.lastIndex = end;
  }
  return ranges;
}

/**
 * The emotion classes (by id, `css-<id>`) that the HTML uses only off the first screen: their
 * rules can wait, since the first screen draws none of them.
 */
export function classesOffFirstScreenOnly(html: string, classPrefix: string): Set<string> {
  const ranges = offFirstScreenRanges(html);
  const off = new Set<string>();
  const above = new Set<string>();
  const className = new RegExp(`[" ]${classPrefix}-([a-z0-9]+)(?=[" ])`, 'g');
  let range = 0;
  for (let found = className.exec(html); found; found = className.exec(html)) {
    while (range < ranges.length && (ranges[range]?.[1] ?? 0) <= found.index) range += 1;
    const current = ranges[range];
    const inside = current !== undefined && current[0] <= found.index;
    (inside ? off : above).add(found[1] ?? '');
  }
  for (const id of above) off.delete(id);
  return off;
}
