import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { siteConfig } from '@site/shared/config';
import { ArticleAuthor } from './article-author';

const author = { name: 'Martín Soto', avatar: null, linkedin: 'https://www.linkedin.com/in/ejemplo-martin-soto', email: 'martin.soto@example.cl' };

describe('ArticleAuthor', () => {
  it("links the author's LinkedIn (new tab) and e-mail", () => {
    render(<ArticleAuthor author={author} />);
    const linkedin = screen.getByRole('link', { name: /LinkedIn de Martín Soto/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ejemplo-martin-soto');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Escribir a Martín Soto' })).toHaveAttribute('href', 'mailto:martin.soto@example.cl');
  });

  it.each(['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,hola'])(
    'a LinkedIn set to %j is no link, in the browser or in the server HTML',
    (linkedin) => {
      const unsafe = { ...author, linkedin, email: 'javascript:alert(1)//@example.cl' };
      render(<ArticleAuthor author={unsafe} />);
      expect(screen.queryByRole('link', { name: /LinkedIn de/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Escribir a Martín Soto' })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
      const html = renderToString(<ArticleAuthor author={unsafe} />);
      expect(html).not.toMatch(/href="\s*(javascript|data):/i);
      expect(html).not.toContain('LinkedIn de');
    },
  );
});
