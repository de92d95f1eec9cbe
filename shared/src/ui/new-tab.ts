/**
 * A link that opens in a new tab, spread into it: `<Button href={url} {...newTabLink}>`. Without the
 * opener and the referrer, the page it opens cannot reach back into this one.
 */
export const newTabLink = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A new-tab link's accessible name: its label, then the warning that a screen reader announces. */
export const newTabLabel = (label: string): string => `${label} (se abre en una pestaña nueva)`;
