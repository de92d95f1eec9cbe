import { mapArticle, mapMedia, mapProduct, mapSuccessCase, mapTeamMember } from './map-entities';

/** A media-library file as Strapi 5 answers it (trimmed to what matters, plus a few fields the site ignores). */
const strapiImage = (id: number, name: string, alternativeText: string | null = `Foto ${name}`) => ({
  id,
  documentId: `doc${id}`,
  name: `${name}.webp`,
  alternativeText,
  caption: null,
  width: 1200,
  height: 630,
  formats: {
    thumbnail: { name: `thumbnail_${name}.webp`, url: `/uploads/thumbnail_${name}_a1.webp`, width: 245, height: 129, size: 3.1 },
    medium: { name: `medium_${name}.webp`, url: `/uploads/medium_${name}_a1.webp`, width: 750, height: 394, size: 9.8 },
    small: { name: `small_${name}.webp`, url: `/uploads/small_${name}_a1.webp`, width: 500, height: 263, size: 6.2 },
  },
  hash: `${name}_a1`,
  ext: '.webp',
  mime: 'image/webp',
  size: 14.6,
  url: `/uploads/${name}_a1.webp`,
  provider: 'local',
});

describe('mapMedia', () => {
  it('keeps the url, the alternative text, the size and every rendition, narrowest first', () => {
    expect(mapMedia(strapiImage(8, 'portada'))).toEqual({
      id: 8,
      url: '/uploads/portada_a1.webp',
      alt: 'Foto portada',
      mime: 'image/webp',
      name: 'portada.webp',
      width: 1200,
      height: 630,
      sources: [
        { url: '/uploads/thumbnail_portada_a1.webp', width: 245 },
        { url: '/uploads/small_portada_a1.webp', width: 500 },
        { url: '/uploads/medium_portada_a1.webp', width: 750 },
        { url: '/uploads/portada_a1.webp', width: 1200 },
      ],
    });
  });

  it('reads a video or a document: no size, no renditions, no alternative text', () => {
    expect(mapMedia({ id: 2, name: 'recorrido.webm', url: '/uploads/recorrido_b2.webm', mime: 'video/webm', formats: null, alternativeText: null })).toEqual({
      id: 2,
      url: '/uploads/recorrido_b2.webm',
      alt: '',
      mime: 'video/webm',
      name: 'recorrido.webm',
      width: null,
      height: null,
      sources: [],
    });
  });

  it.each([
    ['an absolute URL (another origin)', 'https://cdn.example.com/uploads/a.webp'],
    ['a protocol-relative URL', '//cdn.example.com/uploads/a.webp'],
    ['a script URL', 'javascript:alert(1)'],
    ['a path outside the uploads', '/api/articles'],
    ['a nested path', '/uploads/../api/x'],
    ['no URL', undefined],
  ])('drops a file at %s', (_name, url) => {
    expect(mapMedia({ ...strapiImage(3, 'x'), url })).toBeNull();
  });

  it('leaves out renditions the site would not serve or cannot size', () => {
    const raw = strapiImage(4, 'y');
    const mapped = mapMedia({
      ...raw,
      formats: { small: { url: 'https://elsewhere.example/y.webp', width: 500 }, medium: { url: '/uploads/medium_y.webp' }, large: null },
    });
    expect(mapped?.sources).toEqual([{ url: '/uploads/y_a1.webp', width: 1200 }]);
  });
});

describe('mapArticle', () => {
  const complete = {
    id: 3,
    slug: 'pantallas-que-venden',
    title: 'Pantallas que venden',
    description: 'Resumen',
    content: '# Título',
    cover: strapiImage(8, 'portada'),
    featured: true,
    categories: [{ id: 4, name: 'Retail', documentId: 'x' }],
    author: { id: 1, name: 'Camila Rojas', avatar: strapiImage(9, 'camila'), linkedin: 'https://linkedin.com/in/c', email: 'c@example.com' },
  };

  it('keeps every field the pages use', () => {
    expect(mapArticle(complete)).toEqual({
      id: 3,
      slug: 'pantallas-que-venden',
      title: 'Pantallas que venden',
      description: 'Resumen',
      content: '# Título',
      cover: mapMedia(strapiImage(8, 'portada')),
      featured: true,
      categories: [{ id: 4, name: 'Retail' }],
      author: { name: 'Camila Rojas', avatar: mapMedia(strapiImage(9, 'camila')), linkedin: 'https://linkedin.com/in/c', email: 'c@example.com' },
    });
  });

  it.each([
    ['null cover and author', { cover: null, author: null }, { cover: null, author: null }],
    ['cover of another origin', { cover: { ...strapiImage(8, 'p'), url: 'https://x.example/p.webp' } }, { cover: null }],
    ['cover as a bare string (the old field shape)', { cover: '/uploads/p.webp' }, { cover: null }],
    ['author without avatar', { author: { name: 'Ana', avatar: null } }, { author: { name: 'Ana', avatar: null, linkedin: null, email: null } }],
    ['author without a name', { author: { avatar: strapiImage(9, 'a') } }, { author: null }],
    ['categories missing', { categories: undefined }, { categories: [] }],
    ['categories with holes', { categories: [null, { id: 9 }, { id: 2, name: 'Salud' }, 'x'] }, { categories: [{ id: 2, name: 'Salud' }] }],
    ['featured as a string', { featured: 'true' }, { featured: false }],
    ['content and description null', { content: null, description: null }, { content: '', description: '' }],
  ])('%s', (_name, change, expected) => {
    expect(mapArticle({ ...complete, ...change })).toMatchObject(expected);
  });

  it.each([['id'], ['slug'], ['title']])('drops an article without %s', (field) => {
    expect(mapArticle({ ...complete, [field]: null })).toBeNull();
  });
});

describe('mapSuccessCase', () => {
  it('maps a case with only a title and id, every section empty', () => {
    expect(mapSuccessCase({ id: 7, title: 'Caso mínimo' })).toEqual({
      id: 7,
      title: 'Caso mínimo',
      company: '',
      description: '',
      image: null,
      categories: [],
      highlight: null,
      contentCompanyDescription: null,
      contentCompanyImage: null,
      outstandingTitle: null,
      outstandingContent: null,
      outstandingMedia: [],
      contentChallenges: [],
      contentSolutions: [],
      contentVideo: null,
      contentResults: [],
    });
  });

  it('keeps a highlight without number and drops one without text', () => {
    expect(mapSuccessCase({ id: 1, title: 't', highlight: { text: 'tiendas', number: null } })?.highlight).toEqual({
      number: null,
      text: 'tiendas',
    });
    expect(mapSuccessCase({ id: 1, title: 't', highlight: { number: 70 } })?.highlight).toBeNull();
  });

  it('keeps media, challenges and results that have what they need', () => {
    const mapped = mapSuccessCase({
      id: 1,
      title: 't',
      outstandingMedia: [strapiImage(1, 'a'), { id: 2 }, { id: 3, url: '/uploads/b.webm', mime: 'video/webm' }],
      contentChallenges: [{ id: 1, name: 'Afiches tardíos' }, { id: 2, name: '' }],
      contentResults: [{ id: 1, title: '+35% ventas', description: null }, { id: 2, description: 'sin título' }],
    });
    expect(mapped?.outstandingMedia.map((m) => [m.url, m.mime])).toEqual([
      ['/uploads/a_a1.webp', 'image/webp'],
      ['/uploads/b.webm', 'video/webm'],
    ]);
    expect(mapped?.contentChallenges).toEqual([{ id: 1, name: 'Afiches tardíos' }]);
    expect(mapped?.contentResults).toEqual([{ id: 1, title: '+35% ventas', description: '' }]);
  });
});

describe('mapProduct', () => {
  it('keeps missing optional specifications as null and category slugs', () => {
    const mapped = mapProduct({
      id: 5,
      slug: 'totem-55',
      name: 'Tótem 55"',
      brand: null,
      glow: '',
      resolution: '3840 × 2160',
      images: [strapiImage(1, 'p1'), strapiImage(2, 'p2')],
      categories: [{ id: 2, slug: 'pantallas-senaletica', name: 'Pantallas de señalética' }, { id: 3, name: 'sin slug' }],
    });
    expect(mapped).toMatchObject({
      brand: null,
      glow: null,
      system: null,
      operation: null,
      resolution: '3840 × 2160',
      features: [],
      displaySizes: [],
      categories: [{ id: 2, slug: 'pantallas-senaletica', name: 'Pantallas de señalética' }],
    });
    expect(mapped?.images.map((image) => image.url)).toEqual(['/uploads/p1_a1.webp', '/uploads/p2_a1.webp']);
  });
});

describe('mapTeamMember', () => {
  const member = {
    id: 3,
    documentId: 'd3',
    name: 'Carolina Muñoz',
    role: 'Gerenta General',
    email: 'carolina.munoz@example.com',
    quote: 'La tecnología vale la pena cuando acerca a las marcas a las personas.',
    linkedinUrl: 'https://www.linkedin.com/in/carolina-munoz-nexo-digital',
    order: 10,
    photo: strapiImage(9, 'carolina'),
  };

  it('reads a person with their photo, quote and LinkedIn', () => {
    expect(mapTeamMember(member)).toEqual({
      id: 3,
      name: 'Carolina Muñoz',
      role: 'Gerenta General',
      email: 'carolina.munoz@example.com',
      quote: 'La tecnología vale la pena cuando acerca a las marcas a las personas.',
      linkedin: 'https://www.linkedin.com/in/carolina-munoz-nexo-digital',
      photo: expect.objectContaining({ url: '/uploads/carolina_a1.webp', alt: 'Foto carolina', mime: 'image/webp' }),
    });
  });

  it('keeps a person without quote, role or LinkedIn', () => {
    expect(mapTeamMember({ ...member, quote: null, role: '  ', linkedinUrl: null })).toMatchObject({ quote: '', role: '', linkedin: null });
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a mail address', 'mailto:carolina@example.com'],
    ['no address at all', 'linkedin de carolina'],
  ])('drops a LinkedIn link that is %s', (_, linkedinUrl) => {
    expect(mapTeamMember({ ...member, linkedinUrl })?.linkedin).toBeNull();
  });

  it.each([
    ['no name', { name: '' }],
    ['no e-mail', { email: null }],
    ['an e-mail that is no address', { email: 'carolina.munoz' }],
    ['an e-mail that would break out of its link', { email: 'a@b.cl" onmouseover="x' }],
    ['no photo', { photo: null }],
    ['a photo the site cannot serve', { photo: { ...strapiImage(9, 'carolina'), url: 'https://cdn.example.com/c.webp' } }],
    ['a document for a photo', { photo: { id: 4, url: '/uploads/cv_b2.pdf', mime: 'application/pdf' } }],
    ['no id', { id: undefined }],
  ])('leaves out a person with %s', (_, change) => {
    expect(mapTeamMember({ ...member, ...change })).toBeNull();
  });
});
