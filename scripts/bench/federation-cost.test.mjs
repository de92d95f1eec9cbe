import { federationCost, renderFederationCost } from './federation-cost.mjs';

describe('federationCost', () => {
  it('is the share the federated site sends over the one bundle', () => {
    expect(federationCost(220 * 1024, 200 * 1024)).toBeCloseTo(0.1);
    expect(federationCost(200 * 1024, 200 * 1024)).toBe(0);
  });
});

describe('renderFederationCost', () => {
  it('marks a route past the 25 % budget, and names what could not be measured', () => {
    const report = renderFederationCost(
      [
        { path: '/', federatedBytes: 260 * 1024, oneBundleBytes: 200 * 1024, error: null },
        { path: '/blog', federatedBytes: 210 * 1024, oneBundleBytes: 200 * 1024, error: null },
        { path: '/contacto', federatedBytes: 230 * 1024, oneBundleBytes: null, error: 'scripts that failed: /assets/x.js' },
      ],
      '✗',
    );
    expect(report).toContain('| `/` | 260.0 | 200.0 | 30.0 % ✗ |');
    expect(report).toContain('| `/blog` | 210.0 | 200.0 | 5.0 % |');
    expect(report).toContain('| `/contacto` | 230.0 | error | scripts that failed: /assets/x.js |');
  });
});
