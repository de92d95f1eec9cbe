// The site's fonts, in the entry's stylesheet: the server links it from the page's head, so the
// text is drawn in its own font from the first paint (no shift when the fonts arrive).
import '@site/shared/theme/fonts';
// Async boundary: federation must negotiate shared modules before React loads.
import('./bootstrap');
