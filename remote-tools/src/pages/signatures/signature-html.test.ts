import { within } from '@testing-library/react';
import { buildSignatureHtml, escapeHtml, type SignatureOptions } from './signature-html';
import type { TeamMember } from '@site/shared/cms';
import { testMedia } from '../../../../jest/test-media';

const member: TeamMember = {
  id: 7,
  name: 'Ana Pérez',
  role: 'Gerenta de Ventas',
  email: 'ana.perez@example.com',
  quote: 'Conectar marcas con personas.',
  linkedin: null,
  photo: testMedia('/uploads/ana-perez.png'),
};

const options: SignatureOptions = {
  brandName: 'Nexo Digital',
  websiteUrl: 'https://www.example.com',
  logoUrl: '/static/logo.png',
  tagline: 'Everything about links',
  baseUrl: 'https://tools.example.com/sobre-nosotros/firmas',
};

/** Renders the HTML as a mail client would, to query it like a reader. */
function renderHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('buildSignatureHtml', () => {
  it('shows the name, role, quote and tagline', () => {
    const signature = renderHtml(buildSignatureHtml(member, options));
    expect(within(signature).getByText('Ana Pérez')).toBeInTheDocument();
    expect(within(signature).getByText('Gerenta de Ventas')).toBeInTheDocument();
    expect(within(signature).getByText('“Conectar marcas con personas.”')).toBeInTheDocument();
    expect(within(signature).getByText('Everything about links')).toBeInTheDocument();
  });

  it('links the e-mail address and the website', () => {
    const signature = renderHtml(buildSignatureHtml(member, options));
    expect(within(signature).getByRole('link', { name: 'ana.perez@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana.perez@example.com',
    );
    expect(within(signature).getByRole('link', { name: 'www.example.com' })).toHaveAttribute('href', 'https://www.example.com');
    expect(within(signature).getByRole('link', { name: 'Nexo Digital' })).toHaveAttribute('href', 'https://www.example.com');
  });

  it('makes image addresses absolute, so they load inside any mail client', () => {
    const signature = renderHtml(buildSignatureHtml(member, options));
    expect(within(signature).getByRole('img', { name: 'Ana Pérez' })).toHaveAttribute(
      'src',
      'https://tools.example.com/uploads/ana-perez.png',
    );
    expect(within(signature).getByRole('img', { name: 'Nexo Digital' })).toHaveAttribute(
      'src',
      'https://tools.example.com/static/logo.png',
    );
  });

  it('keeps image addresses that are already absolute', () => {
    const html = buildSignatureHtml({ ...member, photo: { ...member.photo, url: 'https://cdn.example.net/ana.png' } }, options);
    expect(within(renderHtml(html)).getByRole('img', { name: 'Ana Pérez' })).toHaveAttribute(
      'src',
      'https://cdn.example.net/ana.png',
    );
  });

  it('keeps site-relative image addresses when no page address is known (a server’s render)', () => {
    const signature = renderHtml(buildSignatureHtml(member, { ...options, baseUrl: null }));
    expect(signature.querySelector('img')?.getAttribute('src')).toBe('/uploads/ana-perez.png');
    expect(within(signature).getByRole('img', { name: 'Nexo Digital' })).toHaveAttribute('src', '/static/logo.png');
  });

  it('resolves images against the page address at call time by default', () => {
    const withoutBase: SignatureOptions = { ...options, baseUrl: undefined };
    window.history.pushState({}, '', '/sobre-nosotros/firmas');
    try {
      const html = buildSignatureHtml({ ...member, photo: { ...member.photo, url: 'test-asset-url' } }, withoutBase);
      expect(within(renderHtml(html)).getByRole('img', { name: 'Ana Pérez' })).toHaveAttribute(
        'src',
        'http://localhost/sobre-nosotros/test-asset-url',
      );
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('leaves the quote out for a person without one', () => {
    const signature = renderHtml(buildSignatureHtml({ ...member, quote: '' }, options));
    expect(within(signature).getByText('Ana Pérez')).toBeInTheDocument();
    expect(signature.textContent).not.toContain('“');
    expect(signature.querySelectorAll('div[style*="italic"]')).toHaveLength(0);
  });

  it('escapes every text, so a name can never inject markup', () => {
    const hostile: TeamMember = {
      ...member,
      name: '<script>alert("x")</script>',
      role: 'I+D & "Innovación"',
      quote: "<img src=x onerror='alert(1)'>",
    };
    const html = buildSignatureHtml(hostile, { ...options, tagline: '<b>links</b>' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');

    const signature = renderHtml(html);
    expect(signature.querySelector('script')).toBeNull();
    expect(within(signature).getByText('<script>alert("x")</script>')).toBeInTheDocument();
    expect(within(signature).getByText('I+D & "Innovación"')).toBeInTheDocument();
    expect(within(signature).getByText('<b>links</b>')).toBeInTheDocument();
    expect(signature.querySelectorAll('img')).toHaveLength(2);
  });

  it('uses a table layout with inline styles only', () => {
    const signature = renderHtml(buildSignatureHtml(member, options));
    expect(signature.firstElementChild?.tagName).toBe('TABLE');
    expect(signature.querySelector('style, link, [class]')).toBeNull();
    expect(signature.querySelectorAll('td[style]').length).toBeGreaterThanOrEqual(3);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
