import { act, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { MemoryRouter } from '@site/shared/router';
import { CmsPageBlocks } from '../../blocks/cms-page-blocks';
import { loadAllViews } from '../../../../jest/lazy-views';
import { seededEntry, seededPages } from '../../../../jest/seed-page-fixtures';

// The service pages as the CMS is seeded with them, drawn by the CMS page's registry: what each page
// must hold (SPEC §2.7–§2.13), beyond cms-page-blocks.test.tsx's "every block with its texts".

async function renderPage(path: string) {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const seeded = seededPages.find((page) => page.path === path);
  if (!seeded) throw new Error(`El seed no tiene la página ${path}`);
  const result = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <CmsPageBlocks entry={seededEntry(seeded)} />
      </MemoryRouter>
    </SWRConfig>,
  );
  await act(() => Promise.resolve());
  return result;
}

// The sections' code is in chunks of its own in the browser: all in before drawing.
beforeAll(() => loadAllViews());

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);
/** The texts of the <h3>s in the band labelled `name`. */
const headingsIn = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const hrefsOf = (name: string | RegExp) => screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

afterEach(() => jest.restoreAllMocks());

describe('service pages', () => {
  it('digital signage: background video, benefits, application cases, architecture, screen types, five implementations', async () => {
    const { container } = await renderPage('/servicios/senalizacion-digital');
    expect(document.title).toBe('Señalización Digital | Nexo Digital');
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted && video.loop && video.autoplay).toBe(true);
    expect(headings(2)).toEqual(
      expect.arrayContaining(['Tipos de Pantallas', 'Arquitectura de la Solución', 'Nuestras Implementaciones']),
    );
    for (const sector of ['Retail', 'Restaurantes', 'Malls', 'Corporativo', 'Salud', 'Educación']) {
      expect(screen.getByRole('heading', { level: 4, name: sector })).toBeInTheDocument();
    }
    for (const type of ['Pantallas Standalone', 'Video Wall', 'Pantallas LED', 'Kioscos Interactivos']) {
      expect(screen.getByRole('heading', { level: 3, name: type })).toBeInTheDocument();
    }
    const slides = container.querySelectorAll('[aria-roledescription="diapositiva"]');
    expect(slides).toHaveLength(5);
    expect(screen.getByText(/más de 70 tiendas/, { selector: 'p' })).toBeInTheDocument();
    expect(hrefsOf('Solicitar una consultoría')).toEqual(['/contacto#contact-form', '/contacto#contact-form']);
  });

  it('content management: four pillars, LITE and PLUS with their buttons, four benefits, content creation', async () => {
    await renderPage('/servicios/gestion-contenidos');
    for (const pillar of ['Servicio Totalmente Administrado', 'Monitoreo 24x7', 'Portal de Soporte', 'Conectividad Independiente']) {
      expect(screen.getByRole('heading', { level: 3, name: pillar })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'LITE' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'PLUS' })).toBeInTheDocument();
    expect(hrefsOf(/^Solicitar información del plan/)).toEqual(['/contacto#contact-form', '/contacto#contact-form']);
    expect(screen.getAllByText('Solicitar información')).toHaveLength(2);
    const benefits = screen.getByRole('region', { name: 'Beneficios de Delegar tus Contenidos' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
    for (const area of ['Solicitudes de RR.HH.', 'Gestión Documental', 'Soporte Administrativo']) {
      expect(screen.getByRole('heading', { level: 3, name: area })).toBeInTheDocument();
    }
    expect(hrefsOf('Solicitar servicio de creación de contenido')).toEqual(['/contacto#contact-form']);
  });

  it('lift and learn: four steps, four features, three benefits, four use cases', async () => {
    await renderPage('/servicios/lift-and-learn');
    expect(headingsIn('De la Góndola a la Pantalla en un Segundo')).toEqual([
      'Levanta el producto',
      'Contenido activado',
      'Experiencia inmersiva',
      'Análisis de datos',
    ]);
    expect(headingsIn('Características')).toHaveLength(4);
    expect(headingsIn('Beneficios para tu Marca')).toHaveLength(3);
    expect(headingsIn('Casos de Uso')).toEqual(['Bebidas Premium', 'Electrónica', 'Calzado Deportivo', 'Moda']);
  });

  it('audience measurement: proof of concept to /contacto, partner, dashboard precisions 98/95/95, four use cases', async () => {
    await renderPage('/servicios/medicion-audiencia');
    expect(hrefsOf('Solicitar prueba de concepto')[0]).toBe('/contacto');
    expect(screen.getByRole('heading', { level: 2, name: /^Impulsado por / })).toBeInTheDocument();
    const dashboard = screen.getByRole('region', { name: 'Dashboard de Audiencia' });
    const measures = within(dashboard).getAllByRole('heading', { level: 3 }).map((h) => h.closest('li') as HTMLElement);
    expect(measures.map((measure) => within(measure).getByRole('heading').textContent)).toEqual([
      'Rango de Edad',
      'Análisis de Emociones',
      'Segmentación por Género',
    ]);
    expect(measures.map((measure) => within(measure).getByText(/^\d+%$/, { selector: 'p' }).textContent)).toEqual(['98%', '95%', '95%']);
    expect(headingsIn('Casos de Uso')).toEqual(['Retail', 'Corporativo', 'Entretenimiento', 'Malls']);
  });

  it('cloud: title, seven sections, six services, five strategies, three databases with Solicitar Precio, six engines', async () => {
    const { container } = await renderPage('/servicios/cloud');
    expect(document.title).toBe('Implementación en la Nube | Nexo Digital');
    expect(screen.getByRole('heading', { level: 1, name: 'Implementación en la Nube' })).toBeInTheDocument();
    expect(container.querySelectorAll('section')).toHaveLength(7);
    expect(hrefsOf('Solicitar Consultoría')).toEqual(['/contacto#contact-form']);
    expect(hrefsOf('Iniciar Migración')).toEqual(['/contacto#contact-form']);
    expect(headingsIn('Servicios Cloud')).toHaveLength(6);
    expect(headingsIn('Estrategias de Migración')).toEqual([
      'Lift and Shift',
      'Replatforming',
      'Refactoring',
      'Repurchase',
      'Retire',
    ]);
    expect(headingsIn('Beneficios de la Nube')).toHaveLength(5);
    expect(hrefsOf(/^Solicitar Precio/)).toEqual(['/contacto', '/contacto', '/contacto']);
    const engines = within(screen.getByRole('region', { name: 'Bases de Datos en la Nube' })).getAllByRole('img');
    expect(engines).toHaveLength(6);
    expect(hrefsOf('Solicitar una consultoría')).toEqual(['/contacto#contact-form']);
  });

  it('AI assistant: phone chat of 400 px, four features, +45% ROI / +60% / -40%, six use cases of three bullets', async () => {
    await renderPage('/servicios/asistente-ia');
    expect(document.title).toBe('Asistente IA | Nexo Digital');
    expect(screen.getByRole('log')).toHaveStyle({ height: '400px' });
    expect(headingsIn('Características Principales')).toEqual([
      'Aprendizaje Automático',
      'Asistente Virtual 24/7',
      'Análisis Predictivo',
      'Automatización Inteligente',
    ]);
    const benefits = screen.getByRole('region', { name: 'Beneficios Clave' });
    expect(within(benefits).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual(['+45%', '+60%', '-40%']);
    expect(within(benefits).getByText('ROI')).toBeInTheDocument();
    const useCases = within(screen.getByRole('region', { name: 'Casos de Uso' })).getAllByRole('heading', { level: 3 });
    expect(useCases.map((h) => h.textContent)).toEqual([
      'Atención al Cliente',
      'Soporte Técnico',
      'Procesamiento de Documentos',
      'Automatización de Procesos',
      'Recursos Humanos',
      'Ventas y Marketing',
    ]);
    for (const heading of useCases) {
      expect(within(heading.closest('li') as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    }
    expect(hrefsOf('Solicitar una consultoría')).toEqual(['/contacto#contact-form', '/contacto#contact-form']);
  });

  it('internal communications: dashboard groups and stats, HR chat about a work letter, solutions, sectors', async () => {
    await renderPage('/servicios/comunicaciones-internas');
    const dashboard = screen.getByRole('region', { name: 'Dashboard de Comunicaciones' });
    for (const group of ['Plantillas Personalizables', 'Tipos de Contenido', 'Personalización Visual']) {
      expect(within(dashboard).getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
    }
    expect(within(dashboard).getByText('-45%')).toBeInTheDocument();
    expect(within(dashboard).getByText('+85%')).toBeInTheDocument();
    expect(within(dashboard).getByText('+60%')).toBeInTheDocument();
    expect(headingsIn('Características')).toHaveLength(4);
    expect(screen.getByRole('log')).toHaveTextContent(/carta de trabajo/);
    const solutions = screen.getByRole('region', { name: 'Nuestras Soluciones' });
    expect(within(solutions).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pantallas Digitales',
      'Comunicación Bidireccional',
    ]);
    expect(headingsIn('Casos de Uso')).toEqual(['Corporativo', 'Salud', 'Educación', 'Manufactura']);
    expect(hrefsOf('Solicitar una consultoría')).toEqual(['/contacto#contact-form', '/contacto#contact-form']);
  });
});
