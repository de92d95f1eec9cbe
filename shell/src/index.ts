// The site's fonts, in the entry's stylesheet: the server links it from the page's head, so the
// text is drawn in its own font from the first paint (no shift when the fonts arrive).
import '@site/shared/theme/fonts';
import { runInSteps } from './startup/yield-to-browser';

/**
 * The first-load code, evaluated a part per task. Evaluated whole (React's renderer, MUI's theme
 * runtime, the router, the shell's layout) it was one task of 160 ms on this project's machine,
 * over 600 ms on Lighthouse's simulated phone, during which a tap went unanswered. Each part below
 * takes 5–40 ms; `webpackMode: "eager"` keeps it in the files the page already loaded (the
 * shell's shared modules are eager: no async boundary and no further request), evaluated only
 * when its step comes. The order follows the imports: what a later step needs is already there.
 * Each step names a shared module or a single module: a namespace import of a package's index
 * (`react-router-dom`) would keep the whole package in the bundle.
 */
void runInSteps([
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@site/shared/router'),
  () => import(/* webpackMode: "eager" */ '@emotion/styled'),
  () => import(/* webpackMode: "eager" */ '@mui/system/createTheme'),
  () => import(/* webpackMode: "eager" */ '@mui/system/createStyled'),
  () => import(/* webpackMode: "eager" */ '@mui/system'),
  () => import(/* webpackMode: "eager" */ '@mui/material/styles'),
  () => import(/* webpackMode: "eager" */ '@mui/material/Button'),
  () => import(/* webpackMode: "eager" */ './app'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
]).catch((error: unknown) => {
  // The server's page stays as it is: its links and forms work without the scripts.
  console.warn('El sitio no pudo iniciar sus scripts', error);
});
