// The site's fonts, in the entry's stylesheet: the server links it from the page's head, so the
// text is drawn in its own font from the first paint (no shift when the fonts arrive).
import '@site/shared/theme/fonts';
// No async boundary: the shell's shared modules are eager (in its first-load files), so React and
// the rest are there synchronously, and every file of the first view is named in the page
// (index.html → the server's script loader) instead of one found after another has run.
import './bootstrap';
