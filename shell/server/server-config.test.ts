import { readServerConfig } from './server-config';

describe('readServerConfig', () => {
  it("keeps the server's fixed intervals and limits in the configuration", () => {
    const config = readServerConfig({});
    expect(config.canaryCheckMs).toBe(2_000);
    expect(config.readiness).toEqual({ checkTimeoutMs: 2_000, reuseMs: 1_000, warmUpMs: 10_000 });
    expect(config.remoteErrors).toEqual({ rateLimit: 30, rateWindowMs: 60_000 });
    expect(config.connections).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 });
  });

  it('runs Express as in production and without hot updates unless told otherwise', () => {
    expect(readServerConfig({})).toMatchObject({ nodeEnv: 'production', hotUpdates: false });
    expect(readServerConfig({ NODE_ENV: 'development', SITE_DEV: 'true' })).toMatchObject({ nodeEnv: 'development', hotUpdates: true });
  });
});
