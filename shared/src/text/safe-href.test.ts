import { mailtoHref, safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    ['https://www.linkedin.com/in/ejemplo-camila-rojas', 'https://www.linkedin.com/in/ejemplo-camila-rojas'],
    ['  https://www.linkedin.com/in/a  ', 'https://www.linkedin.com/in/a'],
    ['http://example.cl/brief.pdf', 'http://example.cl/brief.pdf'],
    ['HTTPS://Example.cl/a', 'https://example.cl/a'],
    ['mailto:ventas@example.cl', 'mailto:ventas@example.cl'],
    ['/uploads/brief_retail.pdf', '/uploads/brief_retail.pdf'],
    ['/uploads/a.pdf?v=2#p1', '/uploads/a.pdf?v=2#p1'],
  ])('links %j as %j', (value, href) => {
    expect(safeHref(value)).toBe(href);
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.cl/a',
    'tel:+56900000000',
    'www.linkedin.com/in/a',
    'uploads/a.pdf',
    'https://',
    'http:',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeHref(value)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links a plain address', () => {
    expect(mailtoHref('camila.rojas@example.cl')).toBe('mailto:camila.rojas@example.cl');
  });

  it.each(['javascript:alert(1)', 'a@b', 'a b@example.cl', 'a@example.cl?bcc=otro@example.cl', 'https://example.cl', '', null])(
    'refuses %j',
    (value) => {
      expect(mailtoHref(value)).toBeNull();
    },
  );
});
