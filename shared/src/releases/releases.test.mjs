import { parseBucket, parseRemoteReleases, releaseFor, releaseManifestUrl, releaseOfManifest, servesRelease } from './releases.mjs';

const stable = 'aaaaaaaaaaaa';
const canary = 'bbbbbbbbbbbb';

describe('parseRemoteReleases', () => {
  it('reads a remote served as releases, and drops what is malformed', () => {
    expect(parseRemoteReleases({ origin: 'http://localhost:8081/?x#y', stable, canary: { release: canary, percent: 50 }, previous: [canary, 'nope'] })).toEqual({
      origin: 'http://localhost:8081',
      stable,
      canary: { release: canary, percent: 50 },
      previous: [canary],
    });
    expect(parseRemoteReleases({ origin: 'http://localhost:8081', stable, canary: { release: canary, percent: 0 } })).toEqual({ origin: 'http://localhost:8081', stable });
    // A release being loaded ahead by the servers, before it goes live.
    expect(parseRemoteReleases({ origin: 'http://localhost:8081', stable, preparing: canary })).toEqual({ origin: 'http://localhost:8081', stable, preparing: canary });
    expect(parseRemoteReleases({ origin: 'http://localhost:8081', stable, preparing: 'x' })).toEqual({ origin: 'http://localhost:8081', stable });
    expect(parseRemoteReleases('http://localhost:8081/mf-manifest.json')).toBeNull();
    expect(parseRemoteReleases({ origin: 'javascript:alert(1)', stable })).toBeNull();
    expect(parseRemoteReleases({ origin: 'http://localhost:8081', stable: '../../etc' })).toBeNull();
  });

  it('keeps the path of a remote served under the site’s one origin, so its releases are found there', () => {
    const releases = parseRemoteReleases({ origin: 'https://www.sitio.cl/remotes/tools/', stable });
    expect(releases).toEqual({ origin: 'https://www.sitio.cl/remotes/tools', stable });
    expect(releaseManifestUrl(releases?.origin ?? '', stable)).toBe(`https://www.sitio.cl/remotes/tools/releases/${stable}/mf-manifest.json`);
  });
});

describe('releaseFor', () => {
  const releases = { origin: 'http://localhost:8081', stable, canary: { release: canary, percent: 30 } };
  it('gives the canary to the buckets below its percent, the stable release to the rest', () => {
    expect(releaseFor(releases, 0)).toEqual({ release: canary, canary: true });
    expect(releaseFor(releases, 29)).toEqual({ release: canary, canary: true });
    expect(releaseFor(releases, 30)).toEqual({ release: stable, canary: false });
    expect(releaseFor({ origin: releases.origin, stable }, 0)).toEqual({ release: stable, canary: false });
  });
  it('serves its stable release and its canary, nothing else', () => {
    expect(servesRelease(releases, stable)).toBe(true);
    expect(servesRelease(releases, canary)).toBe(true);
    expect(servesRelease({ origin: releases.origin, stable }, canary)).toBe(false);
    expect(servesRelease(releases, 'cccccccccccc')).toBe(false);
  });
});

it('reads a bucket cookie and a release manifest URL', () => {
  expect(parseBucket('7')).toBe(7);
  expect(parseBucket('99')).toBe(99);
  expect(parseBucket('100')).toBeNull();
  expect(parseBucket(undefined)).toBeNull();
  expect(releaseOfManifest(releaseManifestUrl('http://localhost:8081', canary))).toBe(canary);
  expect(releaseOfManifest('http://localhost:8081/mf-manifest.json')).toBeNull();
});
