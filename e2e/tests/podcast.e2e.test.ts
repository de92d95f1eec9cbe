import { openPage, PHONE, browserPerFile } from '../support/browser';

const browser = browserPerFile();

describe('/podcast', () => {
  it('shows the header and the one episode, with duration, Spanish date and links in a new tab', async () => {
    const { page, errors, close } = await openPage(browser(), '/podcast');
    expect(await page.getByRole('heading', { level: 1, name: 'Podcast' }).isVisible()).toBe(true);
    expect(await page.locator('main').getByText(/tecnología, innovación y transformación digital/).isVisible()).toBe(true);
    const episode = page.locator('article');
    expect(await episode.getByText('17:04').isVisible()).toBe(true);
    expect(await episode.getByText('28 de febrero de 2024').isVisible()).toBe(true);

    const links = [
      episode.getByRole('link', { name: /^Ver el episodio/ }),
      episode.getByRole('heading', { level: 2 }).getByRole('link'),
      episode.getByRole('link', { name: /Escuchar episodio/ }),
    ];
    const hrefs = new Set<string | null>();
    for (const link of links) {
      expect(await link.getAttribute('target')).toBe('_blank');
      hrefs.add(await link.getAttribute('href'));
    }
    expect(hrefs.size).toBe(1);
    const image = episode.locator('img');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const { page, close } = await openPage(browser(), '/podcast', { width: 360, height: PHONE.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await close();
  });
});
