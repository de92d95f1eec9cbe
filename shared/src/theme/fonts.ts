// The site's one font, Montserrat (variable weights), self-hosted. Imported by the shell's entry
// (its server links the stylesheet from the page's head, so text is drawn in it from the first
// paint) and by a remote's standalone host page in development, so both look like the site.
import '@fontsource-variable/montserrat/wght.css';
import './font-fallback.css';
