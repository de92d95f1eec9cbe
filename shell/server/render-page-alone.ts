import { renderDocument, type RenderedDocument, type RenderInput } from './render-page';

/** What the shell adds to a page for the browser to fetch: its entry scripts, stylesheets and fonts, the remote's preloads. */
type BrowserAssets = 'bootstrapScripts' | 'inlineStyles' | 'fonts' | 'preloads';

/**
 * Renders a page as the server does, without the browser's assets: for where only the server's HTML
 * and styles matter (the release check, the render tests, a deferred sheet no render here stored).
 */
export function renderPageAlone(input: Omit<RenderInput, BrowserAssets>): Promise<RenderedDocument> {
  return renderDocument({ ...input, bootstrapScripts: [], inlineStyles: '', fonts: [], preloads: [] });
}
