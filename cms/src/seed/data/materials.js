// @ts-check
'use strict';

/**
 * Downloadable briefs (/recursos), in display order. Their categories are the shared
 * categories (GET /api/categories), by name. Each PDF lives in cms/seed-media/materiales/.
 * @type {import('../types').MaterialSeed[]}
 */
module.exports = [
  {
    title: 'Guía de señalización digital para retail',
    description:
      'Cómo planificar una red de pantallas en tienda: zonas, contenidos por objetivo, equipos recomendados y un plan piloto de cuatro semanas.',
    file: 'materiales/guia-senalizacion-digital-retail.pdf',
    categories: ['Retail'],
  },
  {
    title: 'Brief: medición de audiencia en el punto de venta',
    description:
      'Qué mide la visión computacional, qué datos entrega, cómo se protege la privacidad y qué decisiones comerciales permite tomar.',
    file: 'materiales/brief-medicion-audiencia.pdf',
    categories: ['Experiencia al Cliente', 'Retail'],
  },
  {
    title: 'Brief: lift and learn para marcas y tiendas',
    description:
      'Funcionamiento, categorías donde rinde más, contenidos recomendados por producto e indicadores para evaluar la experiencia interactiva.',
    file: 'materiales/brief-lift-and-learn.pdf',
    categories: ['Experiencia al Cliente'],
  },
  {
    title: 'Mapa del recorrido del cliente en tienda',
    description:
      'Una plantilla para identificar los momentos de decisión del cliente y el mensaje que corresponde a cada uno, de la vitrina a la caja.',
    file: 'materiales/mapa-recorrido-cliente.pdf',
    categories: ['Experiencia al Cliente', 'Retail'],
  },
  {
    title: 'Checklist de migración a la nube',
    description:
      'Las preguntas que conviene responder antes, durante y después de migrar: inventario, estrategia por aplicación, pruebas, corte y optimización.',
    file: 'materiales/checklist-migracion-nube.pdf',
    categories: ['Corporativo', 'Productividad'],
  },
  {
    title: 'Brief: asistente IA para recursos humanos',
    description:
      'Casos de uso, integración con sistemas de remuneraciones, políticas de derivación y métricas para medir el ahorro de tiempo del equipo.',
    file: 'materiales/brief-asistente-ia-rrhh.pdf',
    categories: ['Corporativo', 'Productividad'],
  },
  {
    title: 'Pantallas en salas de espera: guía para centros de salud',
    description:
      'Llamado de turnos, contenidos de prevención, cuidados de privacidad y recomendaciones de legibilidad para pacientes de todas las edades.',
    file: 'materiales/guia-salas-de-espera.pdf',
    categories: ['Salud'],
  },
  {
    title: 'Comunicación interna en campus y plantas',
    description:
      'Dónde instalar pantallas, qué contenidos publicar y cómo automatizar indicadores para llegar a quienes no leen el correo institucional.',
    file: 'materiales/comunicacion-interna-campus-plantas.pdf',
    categories: ['Educación', 'Corporativo'],
  },
  {
    title: 'Cómo elegir una pantalla profesional',
    description:
      'Brillo, horas de operación, resolución, sistema operativo y montaje: una tabla simple para comparar equipos según el lugar de instalación.',
    file: 'materiales/como-elegir-pantalla-profesional.pdf',
    categories: ['Retail', 'Corporativo'],
  },
];
