import { mapArticle, mapProduct, mapSuccessCase } from './map-entities';

describe('mapArticle', () => {
  const complete = {
    id: 3,
    slug: 'pantallas-que-venden',
    title: 'Pantallas que venden',
    description: 'Resumen',
    content: '# Título',
    coverUrl: '/media/blog/portada.webp',
    featured: true,
    categories: [{ id: 4, name: 'Retail', documentId: 'x' }],
    author: { id: 1, name: 'Camila Rojas', avatarUrl: '/media/a.webp', linkedin: 'https://linkedin.com/in/c', email: 'c@example.com' },
  };

  it('keeps every field the pages use', () => {
    expect(mapArticle(complete)).toEqual({
      id: 3,
      slug: 'pantallas-que-venden',
      title: 'Pantallas que venden',
      description: 'Resumen',
      content: '# Título',
      coverUrl: '/media/blog/portada.webp',
      featured: true,
      categories: [{ id: 4, name: 'Retail' }],
      author: { name: 'Camila Rojas', avatarUrl: '/media/a.webp', linkedin: 'https://linkedin.com/in/c', email: 'c@example.com' },
    });
  });

  it.each([
    ['null cover and author', { coverUrl: null, author: null }, { coverUrl: null, author: null }],
    ['blank cover', { coverUrl: '   ' }, { coverUrl: null }],
    ['author without avatar', { author: { name: 'Ana', avatarUrl: null } }, { author: { name: 'Ana', avatarUrl: null, linkedin: null, email: null } }],
    ['author without a name', { author: { avatarUrl: '/a.webp' } }, { author: null }],
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
      imageUrl: null,
      categories: [],
      highlight: null,
      contentCompanyDescription: null,
      contentCompanyImageUrl: null,
      outstandingTitle: null,
      outstandingContent: null,
      outstandingMedia: [],
      contentChallenges: [],
      contentSolutions: [],
      contentVideoUrl: null,
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
      outstandingMedia: [{ id: 1, url: '/a.webp' }, { id: 2 }, { id: 3, url: '/b.webm' }],
      contentChallenges: [{ id: 1, name: 'Afiches tardíos' }, { id: 2, name: '' }],
      contentResults: [{ id: 1, title: '+35% ventas', description: null }, { id: 2, description: 'sin título' }],
    });
    expect(mapped?.outstandingMedia.map((m) => m.url)).toEqual(['/a.webp', '/b.webm']);
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
      imagesUrl: [{ id: 1, url: '/media/p/1.webp' }],
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
  });
});
