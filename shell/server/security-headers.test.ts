import { contentSecurityPolicy } from './security-headers';

const directives = (policy: string): Map<string, string> =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0] ?? '', directive.split(' ').slice(1).join(' ')]));

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy({ nonce: 'abc123', remoteOrigins: ['https://marketing.example.com', 'https://content.example.com'] }),
  );

  it('runs only scripts with the nonce, and what they load', () => {
    expect(policy.get('script-src')).toBe("'nonce-abc123' 'strict-dynamic'");
  });

  it('allows the remote origins where the federation loads from them, and nowhere else', () => {
    for (const name of ['style-src', 'img-src', 'font-src', 'media-src', 'connect-src']) {
      expect([name, policy.get(name)]).toEqual([name, expect.stringContaining('https://marketing.example.com https://content.example.com')]);
    }
    expect(policy.get('default-src')).toBe("'self'");
  });

  it('admits emotion’s style elements by nonce and MUI’s style attributes, no inline style elements', () => {
    expect(policy.get('style-src')).toContain("'nonce-abc123'");
    expect(policy.get('style-src')).not.toContain('unsafe-inline');
    expect(policy.get('style-src-attr')).toBe("'unsafe-inline'");
  });

  it('cannot be framed, has no base or plugin and posts forms to itself only', () => {
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('form-action')).toBe("'self'");
  });
});

describe('contentSecurityPolicy in development (npm run dev)', () => {
  const remoteOrigins = ['http://localhost:8081', 'http://localhost:8082'];

  it("lets the page reach the remotes' dev servers for hot updates, only in development", () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n', remoteOrigins, hotUpdates: true }));
    expect(dev.get('connect-src')).toContain('ws://localhost:8081 ws://localhost:8082');
    const production = directives(contentSecurityPolicy({ nonce: 'n', remoteOrigins }));
    expect(production.get('connect-src')).not.toContain('ws:');
  });
});
