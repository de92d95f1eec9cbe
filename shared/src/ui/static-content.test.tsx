import { act, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate } from '@site/shared/router';
import { inPlaceTarget, StaticContent } from './static-content';
import { offFirstScreen } from './styles';

let ran: string[] = [];

/** A band's content that says when React ran it in the browser (its effect). */
function Band({ name }: { name: string }) {
  useEffect(() => void ran.push(name), [name]);
  return (
    <section>
      <h2>{name}</h2>
      <a href="/contacto?servicio=nube#formulario">Solicitar una consultoría</a>
      <a href="#detalle">Ver el detalle</a>
      <a href="https://www.linkedin.com/company/nexo">LinkedIn</a>
    </section>
  );
}

function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const page = (at: string) => (
  <MemoryRouter initialEntries={[at]}>
    <StaticContent>
      <Band name="Nuestros Servicios" />
    </StaticContent>
    <Address />
  </MemoryRouter>
);

/**
 * The page's HTML as the shell's server sends it: the content rendered in its wrapper. (jsdom has
 * a window, which the component takes for the browser, so the same tree stands for the server's.)
 */
const serverHtml = (at: string) =>
  renderToString(
    <MemoryRouter initialEntries={[at]}>
      <div data-static-content="" {...offFirstScreen}>
        <Band name="Nuestros Servicios" />
      </div>
      <Address />
    </MemoryRouter>,
  );

let container: HTMLDivElement;
const errors = jest.spyOn(console, 'error');

beforeEach(() => {
  ran = [];
  errors.mockClear();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

const click = (element: Element, init: MouseEventInit = {}) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });

describe('StaticContent', () => {
  it('adopts the server HTML as it is while hydrating: none of its components runs', async () => {
    container.innerHTML = serverHtml('/servicios');
    const before = container.innerHTML;
    const band = container.querySelector('section');
    await act(async () => void hydrateRoot(container, page('/servicios')));
    expect(ran).toEqual([]);
    expect(container.innerHTML).toBe(before);
    // The very element the server drew, not a copy.
    expect(container.querySelector('section')).toBe(band);
    expect(errors).not.toHaveBeenCalled();
  });

  it('opens a link inside in place, and then draws its content as any component', async () => {
    container.innerHTML = serverHtml('/servicios');
    await act(async () => void hydrateRoot(container, page('/servicios')));
    const link = container.querySelector('a[href^="/contacto"]') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void link.dispatchEvent(event));
    // The router took it: the document did not follow the link.
    expect(event.defaultPrevented).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('/contacto?servicio=nube');
    // At another address the content is React's own: rendered, with its effects.
    expect(ran).toEqual(['Nuestros Servicios']);
    expect(container.querySelector('h2')?.textContent).toBe('Nuestros Servicios');
  });

  it('leaves to the browser an anchor of the same page, another site and a modified click', async () => {
    container.innerHTML = serverHtml('/servicios');
    await act(async () => void hydrateRoot(container, page('/servicios')));
    // What the browser would do with them is not jsdom's (it has no navigation): stopped after React.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    await click(container.querySelector('a[href="#detalle"]') as Element);
    await click(container.querySelector('a[href^="https:"]') as Element);
    await click(container.querySelector('a[href^="/contacto"]') as Element, { ctrlKey: true });
    document.removeEventListener('click', stop);
    expect(container.querySelector('output')?.textContent).toBe('/servicios');
    expect(ran).toEqual([]);
  });

  it('renders its content once what it depends on besides the address changes (a search typed ahead of it)', async () => {
    const searching = (text: string) => (
      <MemoryRouter initialEntries={['/recursos']}>
        <StaticContent dependsOn={text}>
          <Band name={`Materiales: ${text}`} />
        </StaticContent>
      </MemoryRouter>
    );
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/recursos']}>
        <div data-static-content="" {...offFirstScreen}>
          <Band name="Materiales: " />
        </div>
      </MemoryRouter>,
    );
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => void (root = hydrateRoot(container, searching(''))));
    expect(ran).toEqual([]);
    await act(async () => root?.render(searching('guía')));
    expect(ran).toEqual(['Materiales: guía']);
    expect(container.querySelector('h2')?.textContent).toBe('Materiales: guía');
  });

  it("keeps adopting while only the page's query changes, and a site-wide part even at another page", async () => {
    function Navigate({ to }: { to: string | null }) {
      const navigate = useNavigate();
      useEffect(() => {
        if (to) void navigate(to);
      }, [navigate, to]);
      return null;
    }
    const tree = (to: string | null) => (
      <MemoryRouter initialEntries={['/productos']}>
        <StaticContent>
          <Band name="Catálogo" />
        </StaticContent>
        <StaticContent changesWith="nothing">
          <Band name="Pie de página" />
        </StaticContent>
        <Navigate to={to} />
        <Address />
      </MemoryRouter>
    );
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/productos']}>
        <div data-static-content="" {...offFirstScreen}>
          <Band name="Catálogo" />
        </div>
        <div data-static-content="" {...offFirstScreen}>
          <Band name="Pie de página" />
        </div>
        <Address />
      </MemoryRouter>,
    );
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => void (root = hydrateRoot(container, tree(null))));
    await act(async () => root?.render(tree('/productos?buscar=pantalla')));
    expect(container.querySelector('output')?.textContent).toBe('/productos?buscar=pantalla');
    expect(ran).toEqual([]);
    await act(async () => root?.render(tree('/contacto')));
    expect(container.querySelector('output')?.textContent).toBe('/contacto');
    expect(ran).toEqual(['Catálogo']);
  });

  it('renders its content when drawn by the browser (a client-side navigation)', async () => {
    await act(async () => void createRoot(container).render(page('/servicios')));
    expect(ran).toEqual(['Nuestros Servicios']);
    expect(container.querySelector('[data-static-content] h2')?.textContent).toBe('Nuestros Servicios');
  });
});

describe('StaticContent with an image', () => {
  /** A card whose image the browser loaded (`width` wide) or could not load (0). */
  function Card() {
    useEffect(() => void ran.push('Card'), []);
    return <img src="/uploads/pantalla.webp" alt="Pantalla" />;
  }
  const withCard = (at: string) => (
    <MemoryRouter initialEntries={[at]}>
      <StaticContent>
        <Card />
      </StaticContent>
    </MemoryRouter>
  );
  const loadedWidth = (width: number) => {
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
  };
  const hydrateWithCard = async () => {
    container.innerHTML = renderToString(
      <div data-static-content="" {...offFirstScreen}>
        <Card />
      </div>,
    );
    await act(async () => void hydrateRoot(container, withCard('/blog')));
  };
  afterEach(() => jest.restoreAllMocks());

  it('keeps adopting the server HTML while its images load', async () => {
    loadedWidth(960);
    await hydrateWithCard();
    expect(ran).toEqual([]);
  });

  it('renders its content instead when an image failed before hydration, for its components to show their placeholder', async () => {
    loadedWidth(0);
    await hydrateWithCard();
    expect(ran).toEqual(['Card']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders its content instead when an image fails after hydration', async () => {
    loadedWidth(960);
    await hydrateWithCard();
    await act(async () => void container.querySelector('img')?.dispatchEvent(new Event('error')));
    expect(ran).toEqual(['Card']);
  });
});

describe('inPlaceTarget', () => {
  const here = new URL('https://www.nexodigital.cl/blog?categoria=retail');
  const clickOn = (href: string, init: Partial<MouseEvent> = {}, attributes: Record<string, string> = {}) => {
    const link = document.createElement('a');
    link.href = href;
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    const text = document.createElement('span');
    link.append(text);
    return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target: text, ...init } as Parameters<typeof inPlaceTarget>[0];
  };

  it('names the path, query and anchor of a link of this site', () => {
    expect(inPlaceTarget(clickOn('/productos?categoria=pantallas#lista'), here)).toBe('/productos?categoria=pantallas#lista');
    expect(inPlaceTarget(clickOn('https://www.nexodigital.cl/blog'), here)).toBe('/blog');
  });

  it('leaves every other click to the browser', () => {
    expect(inPlaceTarget(clickOn('https://wa.me/56900000000'), here)).toBeNull();
    expect(inPlaceTarget(clickOn('/blog?categoria=retail#comentarios'), here)).toBeNull();
    expect(inPlaceTarget(clickOn('/recursos/guia.pdf', {}, { download: '' }), here)).toBeNull();
    expect(inPlaceTarget(clickOn('/blog', {}, { target: '_blank' }), here)).toBeNull();
    expect(inPlaceTarget(clickOn('/blog', { button: 1 }), here)).toBeNull();
    expect(inPlaceTarget(clickOn('/blog', { metaKey: true }), here)).toBeNull();
    expect(inPlaceTarget(clickOn('/blog', { defaultPrevented: true }), here)).toBeNull();
  });
});
