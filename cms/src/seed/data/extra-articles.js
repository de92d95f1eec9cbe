// @ts-check
'use strict';

/**
 * Extra blog articles for measuring a large blog (CMS_SEED_EXTRA_ARTICLES=993 makes 1,000 in
 * all): variants of the seeded articles, each with its own slug, title and opening, the
 * seeded one's categories, author, cover and body, so lists, article pages and the sitemap
 * carry real-sized content. None is featured (the seed keeps exactly one). Never used unless
 * asked for.
 */
const articles = require('./articles');

/** A reading of the article for one kind of team: the title's suffix and the opening paragraph. */
const angles = [
  { title: 'guía para equipos pequeños', opening: 'Esta versión resume los pasos para un equipo de dos o tres personas, sin un área de TI propia.' },
  { title: 'lecciones de un piloto', opening: 'Contamos lo que aprendimos en un piloto de ocho semanas: lo que funcionó, lo que cambiamos y lo que no volveríamos a hacer.' },
  { title: 'preguntas frecuentes', opening: 'Reunimos las preguntas que más nos hacen los clientes antes de empezar, con respuestas cortas y enlaces a cada tema.' },
  { title: 'lista de verificación', opening: 'Al final de cada sección encontrará los puntos que conviene revisar antes de pasar a la siguiente etapa.' },
  { title: 'errores comunes', opening: 'Partimos por los errores que vemos con más frecuencia en proyectos similares y cómo evitarlos desde la planificación.' },
  { title: 'cómo presentarlo a la gerencia', opening: 'Esta versión está pensada para quien debe justificar la inversión: costos, plazos y los indicadores que le pedirán.' },
  { title: 'costos y plazos', opening: 'Además de la guía, incluimos rangos de costos y plazos habituales para que pueda planificar el presupuesto del año.' },
  { title: 'la mirada de operaciones', opening: 'Revisamos el tema desde el punto de vista de quien mantiene los equipos funcionando todos los días.' },
  { title: 'los primeros 90 días', opening: 'Ordenamos el trabajo de los primeros tres meses, semana a semana, desde la instalación hasta la primera medición.' },
  { title: 'medir el retorno', opening: 'Ponemos el foco en los indicadores: qué medir antes de empezar, durante el piloto y cuando la red ya está en marcha.' },
  { title: 'edición actualizada', opening: 'Actualizamos este artículo con los cambios de la temporada y con lo que nos han contado los equipos que ya lo aplicaron.' },
  { title: 'resumen en cinco minutos', opening: 'Si tiene poco tiempo, lea los títulos y las listas: contienen lo esencial de cada sección.' },
];

const cities = [
  'Santiago', 'Valparaíso', 'Concepción', 'Antofagasta', 'La Serena', 'Temuco',
  'Puerto Montt', 'Rancagua', 'Talca', 'Arica', 'Iquique', 'Punta Arenas',
];

/**
 * @param {number} count
 * @returns {import('../types').ArticleSeed[]}
 */
function extraArticles(count) {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => {
    const base = /** @type {import('../types').ArticleSeed} */ (articles[i % articles.length]);
    const variant = Math.floor(i / articles.length);
    const angle = /** @type {typeof angles[number]} */ (angles[variant % angles.length]);
    const city = cities[Math.floor(variant / angles.length) % cities.length];
    return {
      ...base,
      slug: `${base.slug}-${i + 1}`,
      // Unique up to articles × angles × cities (1,008) variants; slugs always are.
      title: `${base.title} (${angle.title}, ${city})`,
      description: `${angle.opening} Con ejemplos de clientes en ${city}. ${base.description}`,
      featured: false,
      content: `_${angle.opening} Los ejemplos vienen de proyectos en ${city}._\n\n${base.content}`,
    };
  });
}

module.exports = { extraArticles };
