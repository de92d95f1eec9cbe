/**
 * Where the shell lists the remotes' own page routes (plugins/site-routes.ts): the CMS reads it to
 * refuse those addresses to an editor's page. Apart from the plugin, so compose-site.ts can name it
 * among the shell's own paths without loading the plugin.
 */
export const SITE_ROUTES_PATH = '/_paginas-del-sitio';
