// @ts-check
import { isMainRoute, lighthouseTargetsOf } from './budgets.mjs';

it('holds the main routes to issue 30\'s targets and the others to §8\'s', () => {
  expect(isMainRoute('/contacto')).toBe(true);
  expect(isMainRoute('/podcast')).toBe(false);
  const mobile = lighthouseTargetsOf('/blog', 'mobile');
  expect(mobile).toMatchObject({ performance: 97, lcpMs: 2000, tbtMs: 100, clsText: '0' });
  expect(mobile.meetsCls(0.0004)).toBe(true);
  expect(mobile.meetsCls(0.0005)).toBe(false);
  expect(lighthouseTargetsOf('/blog', 'desktop')).toMatchObject({ performance: 100, lcpMs: null, tbtMs: null });
  const other = lighthouseTargetsOf('/podcast', 'mobile');
  expect(other).toMatchObject({ performance: 90, lcpMs: null, tbtMs: null, clsText: '< 0.02' });
  expect(other.meetsCls(0.019)).toBe(true);
  expect(other.meetsCls(0.02)).toBe(false);
  expect(lighthouseTargetsOf('/podcast', 'desktop').performance).toBe(98);
});
