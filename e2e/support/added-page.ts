import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './servers';

// A page a remote's team adds, as docs/adding-a-page.md tells them: a folder under the tools
// remote's src/pages/ and one record in its src/pages/pages.mjs, with a menu entry. The tests that
// release it write it into the sources, publish, and put the sources back.

export const ADDED_PAGE = {
  path: '/contacto/demostracion',
  title: 'Agenda una Demostración',
  heading: 'Agenda una demostración en vivo',
} as const;

const PAGE_SOURCE = `import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '@site/shared/seo';

/** A live demonstration of the signage and its content management, booked with an adviser. */
export default function DemoPage() {
  return (
    <>
      <Seo
        title="${ADDED_PAGE.title}"
        description="Te mostramos en vivo cómo se administra una red de pantallas, en 30 minutos y sin costo."
        path="${ADDED_PAGE.path}"
      />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
          ${ADDED_PAGE.heading}
        </Typography>
        <Typography sx={{ mt: 2 }}>
          En 30 minutos te mostramos cómo se programa el contenido de una red de tiendas, cómo se monitorea cada
          pantalla y qué reportes recibes cada mes.
        </Typography>
      </Container>
    </>
  );
}
`;

const RECORD = `  {
    key: 'demo',
    path: '${ADDED_PAGE.path}',
    module: './demo-page',
    file: './src/pages/demo/demo-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'sobre',
        title: '${ADDED_PAGE.title}',
        icon: 'TouchAppOutlined',
        description: 'Te mostramos en vivo cómo funciona una red de pantallas.',
        order: 30,
      },
    ],
  },
]);
`;

const toolsDir = path.join(repoRoot, 'remote-tools');
const recordsFile = path.join(toolsDir, 'src/pages/pages.mjs');
const pageDir = path.join(toolsDir, 'src/pages/demo');

/** Adds the page to the tools remote's sources, runs `build`, and puts the sources back as they were. */
export async function withAddedPage<T>(build: () => Promise<T>): Promise<T> {
  const records = fs.readFileSync(recordsFile, 'utf8');
  if (!records.trimEnd().endsWith(']);')) throw new Error(`${recordsFile} no termina en "]);"`);
  try {
    fs.mkdirSync(pageDir, { recursive: true });
    fs.writeFileSync(path.join(pageDir, 'demo-page.tsx'), PAGE_SOURCE);
    fs.writeFileSync(recordsFile, `${records.trimEnd().slice(0, -'\n]);'.length)}\n${RECORD}`);
    return await build();
  } finally {
    fs.writeFileSync(recordsFile, records);
    fs.rmSync(pageDir, { recursive: true, force: true });
  }
}
