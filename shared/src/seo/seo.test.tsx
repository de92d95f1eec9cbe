import { render } from '@testing-library/react';
import { siteConfig } from '../config/site-config';
import { Seo, siteSocialImage } from './seo';

const meta = (selector: string): string | null => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('Seo', () => {
  it('gives a page without an image of its own the site-wide preview image: absolute, 1200×630, described', () => {
    render(<Seo title="Blog" path="/blog" />);
    const image = meta('meta[property="og:image"]');
    expect(image).toBe(new URL('/og-image.jpg', siteConfig.websiteUrl).href);
    expect(image).toMatch(/^https?:\/\//);
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
    expect(meta('meta[property="og:image:alt"]')).toBe(siteSocialImage.alt);
    expect(siteSocialImage.alt).toContain(siteConfig.brandName);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe(image);
    expect(meta('meta[name="twitter:image:alt"]')).toBe(siteSocialImage.alt);
  });

  it("keeps a page's own image, made absolute, without the site image's size", () => {
    render(<Seo title="Medición de audiencia" image="/uploads/medicion.webp" />);
    expect(meta('meta[property="og:image"]')).toBe(new URL('/uploads/medicion.webp', siteConfig.websiteUrl).href);
    expect(meta('meta[name="twitter:image"]')).toBe(new URL('/uploads/medicion.webp', siteConfig.websiteUrl).href);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('meta[property="og:image:width"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
  });

  it("sets the title as '{title} | brand', the default keywords and the canonical address", () => {
    render(<Seo title="Contacto" path="/contacto" />);
    expect(document.title).toBe(`Contacto | ${siteConfig.brandName}`);
    expect(meta('meta[name="keywords"]')).toBe(siteConfig.defaultKeywords.join(', '));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(new URL('/contacto', siteConfig.websiteUrl).href);
  });
});
