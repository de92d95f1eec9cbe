import { releaseIdOf, releaseInputs } from './release-id.mjs';

describe('releaseIdOf', () => {
  it('gives the same sources the same id, and another id when a baked-in setting changes', () => {
    const id = releaseIdOf('marketing', {});
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(releaseIdOf('marketing', {})).toBe(id);
    expect(releaseIdOf('marketing', { SITE_BRAND_NAME: 'Otra marca' })).not.toBe(id);
    expect(releaseIdOf('content', {})).not.toBe(id);
  });

  it('is made from what the build reads: the remote, @site/shared and the lockfile, not tests', () => {
    const inputs = releaseInputs('marketing');
    expect(inputs).toContain('remote-marketing/src/pages/home/home-page.tsx');
    expect(inputs).toContain('shared/src/theme/theme.ts');
    expect(inputs).toContain('package-lock.json');
    expect(inputs.filter((file) => /\.test\./.test(file))).toEqual([]);
    expect(inputs.some((file) => file.startsWith('remote-content/'))).toBe(false);
  });
});
