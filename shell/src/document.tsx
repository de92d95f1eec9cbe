import type { ReactNode } from 'react';
import { brandColors } from '@site/shared/theme';

/**
 * The whole page, rendered by the shell's server and hydrated as `document` in
 * the browser. Pages add their own title and metadata (React hoists them into
 * the head), and emotion's styles are written into it by the server.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandColors.blue} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
