import { ConfigError, describeServerEnv, readServerConfig } from './server-config';

/** What readServerConfig throws for `env`. */
function refusal(env: Record<string, string>): ConfigError {
  try {
    readServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('readServerConfig', () => {
  it("keeps the server's fixed intervals and limits in the configuration", () => {
    const config = readServerConfig({});
    expect(config.canaryCheckMs).toBe(2_000);
    expect(config.readiness).toEqual({ checkTimeoutMs: 2_000, reuseMs: 1_000, warmUpMs: 10_000 });
    expect(config.remoteErrors).toEqual({ rateLimit: 30, rateWindowMs: 60_000 });
    expect(config.connections).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, checkIntervalMs: 1_000 });
  });

  it('runs as in production and without hot updates unless told otherwise', () => {
    expect(readServerConfig({})).toMatchObject({ hotUpdates: false });
    expect(readServerConfig({ SITE_DEV: 'true' })).toMatchObject({ hotUpdates: true });
  });

  it('takes its defaults from the topology, which SITE_PORT_BASE moves', () => {
    const config = readServerConfig({ SITE_PORT_BASE: '9100', REMOTE_TOOLS_URL: 'https://cdn.example.cl/tools/mf-manifest.json' });
    expect(config.port).toBe(9100);
    expect(config.remoteDefaults.content).toBe('http://localhost:9102/mf-manifest.json');
    expect(config.remoteOverrides).toEqual({ tools: 'https://cdn.example.cl/tools/mf-manifest.json' });
    expect(readServerConfig({ SITE_PORT_BASE: '9100', PORT: '9200' }).port).toBe(9200);
    expect(readServerConfig({}).cmsOrigin.href).toBe('http://127.0.0.1:1337/');
  });

  it('lowers the page cache times to 30 s, allows 0 where it turns a feature off, and reads an empty variable as unset', () => {
    expect(readServerConfig({ PAGE_CACHE_MS: '60000', PAGE_CACHE_FRESH_MS: '45000' }).pageCache).toEqual({ freshMs: 30_000, maxAgeMs: 30_000, maxEntries: 200 });
    expect(readServerConfig({ PAGE_CACHE_MS: '0', CONTACT_MIN_FILL_MS: '0' })).toMatchObject({ pageCache: { maxAgeMs: 0 }, leads: { minFillMs: 0 } });
    expect(readServerConfig({ PORT: '', LOG_LEVEL: '', CMS_API_TOKEN: '', TRUSTED_PROXIES: '' })).toMatchObject({
      port: 8080,
      logLevel: 'info',
      cmsToken: undefined,
      trustedProxies: [],
    });
  });

  it('keeps only the CMS origin, and the fleet and its remotes file with Redis', () => {
    const config = readServerConfig({ CMS_URL: 'https://cms.example.cl/api?x=1', REDIS_URL: 'redis://127.0.0.1:6379/2', FLEET_SYNC_MS: '250', PORT: '9000' });
    expect(config.cmsOrigin.href).toBe('https://cms.example.cl/');
    expect(config.fleet).toEqual({ redisUrl: 'redis://127.0.0.1:6379/2', syncMs: 250 });
    expect(config.remotesFile).toMatch(/sitio\/remotos-9000\.json$/);
    expect(readServerConfig({}).fleet).toBeNull();
  });

  it('reads the trusted proxies as a list of addresses, ranges and names', () => {
    expect(readServerConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,, ::1, 192.168.0.0/255.255.0.0' }).trustedProxies).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
      '192.168.0.0/255.255.0.0',
    ]);
  });
});

describe('a bad configuration', () => {
  it('names every bad variable at once, in one Spanish line', () => {
    const error = refusal({
      PORT: 'abc',
      REDIS_URL: 'http://:secreto@cache:6379',
      PAGE_CACHE_MS: '-1',
      LOG_LEVEL: 'ruidoso',
      TRUSTED_PROXIES: 'loopback, el-frente',
      PUBLIC_ORIGIN: 'https://www.example.cl',
    });
    expect(error.message).toBe(
      'Configuración no válida: ' +
        'PORT debe ser un número de puerto de 1 a 65535 (es "abc"); ' +
        'REDIS_URL debe ser una URL redis:// o rediss:// (su valor no se muestra); ' +
        'PAGE_CACHE_MS debe ser un entero positivo (milisegundos) o 0 (es "-1"); ' +
        'LOG_LEVEL debe ser uno de fatal, error, warn, info, debug, trace, silent (es "ruidoso"); ' +
        'TRUSTED_PROXIES debe ser una lista separada por comas de direcciones IP, rangos CIDR o loopback, linklocal, uniquelocal (es "loopback, el-frente"); ' +
        'PUBLIC_ORIGIN y REMOTES_INTERNAL_ORIGIN van juntas: define las dos o ninguna',
    );
    expect(error.problems).toHaveLength(6);
    // main.ts prints it as it is: one line, no stack.
    expect(error.stack).toBe(`ConfigError: ${error.message}`);
  });

  it('says a bad SITE_PORT_BASE in Spanish, with the others', () => {
    expect(refusal({ SITE_PORT_BASE: '70000', METRICS_PORT: 'x' }).message).toBe(
      'Configuración no válida: SITE_PORT_BASE debe ser un número de puerto de 1 a 65515 (es "70000"); METRICS_PORT debe ser un número de puerto de 1 a 65535 (es "x")',
    );
  });

  it('has a Spanish message for a bad value of every variable that can have one', () => {
    const variables = describeServerEnv();
    // Any text is a token, an address or a path.
    const checked = variables.filter((variable) => !['un texto', 'una ruta'].includes(variable.rule));
    // A value no number, URL, list or level accepts (a comma-separated list of one entry too).
    const error = refusal(Object.fromEntries(checked.map((variable) => [variable.name, 'ñ/x'])));
    expect(error.problems).toEqual(checked.map((variable) => expect.stringMatching(new RegExp(`^${variable.name} debe ser ${variable.rule.replace(/[()]/g, '\\$&')} \\(`))));
    expect(checked.map((variable) => variable.name)).toEqual(expect.arrayContaining(['SITE_PORT_BASE', 'PORT', 'CMS_URL', 'REMOTE_MARKETING_URL', 'SMTP_URL', 'METRICS_PORT']));
  });
});

describe('describeServerEnv', () => {
  it('declares each variable once, with what it must be, its default and what it does', () => {
    const variables = describeServerEnv();
    expect(new Set(variables.map((variable) => variable.name)).size).toBe(variables.length);
    expect(variables.find((variable) => variable.name === 'PAGE_CACHE_FRESH_MS')).toEqual({
      name: 'PAGE_CACHE_FRESH_MS',
      rule: 'un entero positivo (milisegundos)',
      description: expect.stringMatching(/^Las páginas renderizadas/),
      defaultValue: 5_000,
      defaultIsText: false,
      atMost: 30_000,
      secret: false,
    });
    expect(variables.find((variable) => variable.name === 'CONTACT_FORM_SECRET')).toMatchObject({ defaultValue: 'una al azar en cada inicio', defaultIsText: true });
    expect(variables.find((variable) => variable.name === 'CMS_API_TOKEN')).toMatchObject({ defaultValue: undefined, defaultIsText: false });
  });
});
