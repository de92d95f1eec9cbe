// @ts-check
'use strict';

/**
 * What makes a redirect valid, in one place: the admin panel refuses the others with these
 * Spanish messages (redirect-guard.js), and the site's servers apply only what passed. Pure
 * functions, no Strapi: tested alone (test/redirect-rules.test.js).
 */

/**
 * Paths the site's server answers itself (files, the CMS's API and media, probes, deferred styles,
 * releases, the list of the remotes' routes): no redirect may take one. The shell keeps the same
 * list (shell/server/site-pages/compose-site.ts, SHELL_PREFIXES); a test there checks the two agree.
 */
const SHELL_PREFIXES = ['/api', '/uploads', '/assets', '/_estilos', '/healthz', '/readyz', '/remotes', '/releases', '/_vista-previa', '/_paginas-del-sitio'];

/** @param {string} path */
const shellOwns = (path) => path.includes('.') || SHELL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Letters, digits and the characters a path may hold (already percent-encoded where needed). */
const PATH_CHARS = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/**
 * A site path as the site compares it: no trailing slash (the server ignores one), one slash
 * between segments. Null when `value` is no plain path.
 * @param {string} value
 * @returns {string | null}
 */
function sitePath(value) {
  if (!value.startsWith('/') || value.startsWith('//') || !PATH_CHARS.test(value) || value.includes('//')) return null;
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
}

/**
 * @typedef {{ from: string, to: string, permanent?: boolean | null, external?: boolean | null }} RedirectInput
 * @typedef {{ from: string, to: string, external: boolean }} KnownRedirect
 */

/**
 * The path part of an internal target (`/a/b?x=1#y` → `/a/b`), normalised, or null.
 * @param {string} to
 */
function targetPath(to) {
  const end = to.search(/[?#]/);
  return sitePath(end === -1 ? to : to.slice(0, end));
}

/**
 * The redirect as stored (paths normalised), or the reason it is refused, in Spanish for the editor.
 * @param {RedirectInput} input
 * @param {readonly KnownRedirect[]} others every other redirect, as stored
 * @returns {{ redirect: { from: string, to: string, external: boolean }, error?: undefined, field?: undefined } | { error: string, field: 'from' | 'to', redirect?: undefined }}
 */
function checkRedirect(input, others) {
  const rawFrom = (input.from ?? '').trim();
  const rawTo = (input.to ?? '').trim();
  const external = input.external === true;

  const from = sitePath(rawFrom);
  if (!from) {
    return {
      field: 'from',
      error: `«${rawFrom}» no es una ruta del sitio. Escríbala como aparece después del dominio, empezando con / y sin ? ni # (por ejemplo /servicios/pantallas).`,
    };
  }
  if (from === '/') return { field: 'from', error: 'La página de inicio (/) no se puede redirigir.' };
  if (shellOwns(from)) {
    return { field: 'from', error: `«${from}» es una dirección del propio servidor del sitio (archivos, API o sondas) y no se puede redirigir.` };
  }
  const twin = others.find((other) => other.from === from);
  if (twin) return { field: 'from', error: `Ya existe una redirección desde «${from}» (hacia «${twin.to}»). Edite esa en lugar de crear otra.` };

  if (external) {
    let url;
    try {
      url = new URL(rawTo);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return { field: 'to', error: `«${rawTo}» no es una dirección web completa. Una redirección externa lleva a https://… (o http://…).` };
    }
    return { redirect: { from, to: url.href, external } };
  }

  if (/^[a-z][a-z0-9+.-]*:/i.test(rawTo) || rawTo.startsWith('//')) {
    return {
      field: 'to',
      error: `«${rawTo}» apunta fuera del sitio. Escriba la ruta del sitio (/contacto), o marque «Externa» si de verdad debe llevar a otro sitio web.`,
    };
  }
  const toPath = targetPath(rawTo);
  if (!toPath) {
    return { field: 'to', error: `«${rawTo}» no es una ruta del sitio. Escríbala empezando con / (por ejemplo /contacto).` };
  }
  const to = toPath + rawTo.slice(rawTo.search(/[?#]|$/));
  if (toPath === from) return { field: 'to', error: `La redirección llevaría a su misma dirección («${from}»): se repetiría sin fin.` };
  const onward = others.find((other) => other.from === toPath);
  if (onward) {
    return {
      field: 'to',
      error: `«${toPath}» ya se redirige a «${onward.to}»: apunte directamente allí para no encadenar redirecciones${onward.to === from ? ' (así, además, se repetirían sin fin)' : ''}.`,
    };
  }
  const inbound = others.find((other) => !other.external && targetPath(other.to) === from);
  if (inbound) {
    return {
      field: 'from',
      error: `La redirección desde «${inbound.from}» ya lleva a «${from}»: esta formaría una cadena. Cambie primero aquella para que lleve a «${to}».`,
    };
  }
  return { redirect: { from, to, external } };
}

module.exports = { checkRedirect, sitePath, targetPath, shellOwns, SHELL_PREFIXES };
