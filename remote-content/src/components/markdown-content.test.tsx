import { render } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { MarkdownContent } from './markdown-content';

function renderMarkdown(markdown: string): HTMLElement {
  return render(
    <MemoryRouter>
      <MarkdownContent>{markdown}</MarkdownContent>
    </MemoryRouter>,
  ).container;
}

describe('MarkdownContent', () => {
  it('renders headings one level below the page title, paragraphs and both kinds of list', () => {
    const html = renderMarkdown('# Uno\n\n## Dos\n\nTexto.\n\n- a\n- b\n\n1. x\n2. y');
    expect(html.querySelector('h2')?.textContent).toBe('Uno');
    expect(html.querySelector('h3')?.textContent).toBe('Dos');
    expect(html.querySelectorAll('ul li')).toHaveLength(2);
    expect(html.querySelectorAll('ol li')).toHaveLength(2);
    expect(html.querySelector('p')?.textContent).toBe('Texto.');
  });

  it.each([
    ['https://example.com/guia', 'https://example.com/guia'],
    ['http://example.com', 'http://example.com'],
    ['mailto:ventas@example.com', 'mailto:ventas@example.com'],
    ['irc://irc.example.com/canal', 'irc://irc.example.com/canal'],
    ['ircs://irc.example.com/canal', 'ircs://irc.example.com/canal'],
    ['xmpp:soporte@example.com', 'xmpp:soporte@example.com'],
    ['/servicios/cloud', '/servicios/cloud'],
  ])('keeps an allowed link: %s', (url, expected) => {
    const link = renderMarkdown(`[enlace](${url})`).querySelector('a');
    expect(link?.getAttribute('href')).toBe(expected);
    expect(link?.textContent).toContain('enlace');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
  ])('blanks a hostile link and keeps its text: %s', (url) => {
    const html = renderMarkdown(`Antes [pincha aquí](${url}) después`);
    expect(html.querySelector('a')).toBeNull();
    expect(html.textContent).toContain('pincha aquí');
    expect(html.innerHTML).not.toMatch(/javascript:|vbscript:|data:text|file:/i);
  });

  it.each([
    ['<script>alert(1)</script>', 'script'],
    ['<img src=x onerror="alert(1)">', 'img'],
    ['<iframe src="https://example.com"></iframe>', 'iframe'],
    ['<a href="javascript:alert(1)">x</a>', 'a'],
    ['<div onclick="alert(1)">clic</div>', '[onclick]'],
  ])('drops raw HTML: %s', (raw, selector) => {
    const html = renderMarkdown(`Texto\n\n${raw}\n\nFin`);
    expect(html.querySelector(selector)).toBeNull();
    expect(html.innerHTML).not.toMatch(/onerror|onclick|<script/i);
    expect(html.textContent).toContain('Fin');
  });

  it('drops an image whose source is a hostile URL', () => {
    const html = renderMarkdown('![x](javascript:alert(1))');
    expect(html.querySelector('img')).toBeNull();
  });

  it('opens external links in a new tab and says so', () => {
    const link = renderMarkdown('[guía](https://example.com)').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.textContent).toContain('se abre en una pestaña nueva');
  });
});
