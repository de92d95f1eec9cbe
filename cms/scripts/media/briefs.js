'use strict';

/**
 * Body of each downloadable brief, by PDF file name. Title and description come from the
 * material in src/seed/data/materials.js.
 */
module.exports = {
  'guia-senalizacion-digital-retail.pdf': [
    {
      heading: 'Zonas y objetivos',
      items: [
        'Vitrina y acceso: atraer con una sola promoción por pantalla y mensajes de pocas palabras.',
        'Pasillos y góndolas: orientar, comparar productos y mostrar usos o recetas.',
        'Zona de cajas: aprovechar la espera con el programa de puntos y productos de impulso.',
        'Trastienda: turnos, metas del día y reconocimientos para el equipo.',
      ],
    },
    {
      heading: 'Piloto de cuatro semanas',
      items: [
        'Semana 1: instalar pocas pantallas en una tienda representativa y definir la pregunta a responder.',
        'Semanas 2 y 3: publicar contenidos por zona y medir ventas de las categorías promocionadas.',
        'Semana 4: comparar con una tienda de control, ajustar y decidir si se escala.',
      ],
    },
  ],
  'brief-medicion-audiencia.pdf': [
    {
      heading: 'Qué se mide',
      items: [
        'Personas que pasan frente a la pantalla y personas que la miran.',
        'Tiempo de atención por contenido y por horario.',
        'Rango etario, género y emoción estimados, siempre en forma agregada.',
      ],
    },
    {
      heading: 'Privacidad desde el diseño',
      items: [
        'La imagen se procesa en el equipo y se descarta al instante: no se guardan rostros.',
        'Solo se envían a la nube números agregados, imposibles de asociar a una persona.',
        'Se recomienda informar con señalética visible y documentar el tratamiento de datos.',
      ],
    },
  ],
  'brief-lift-and-learn.pdf': [
    {
      heading: 'Cómo funciona',
      items: [
        'Sensores discretos detectan cuándo el cliente levanta un producto de la repisa.',
        'La pantalla muestra la ficha de ese producto o la comparación entre dos productos.',
        'Cada interacción queda registrada: producto, hora, duración y comparaciones.',
      ],
    },
    {
      heading: 'Dónde rinde más',
      items: [
        'Vinos y licores premium, electrónica, calzado deportivo, moda y cosmética.',
        'Categorías con productos parecidos entre sí, donde la etiqueta no alcanza a explicar.',
        'Muebles bien ubicados, con contenidos de diez a veinte segundos por producto.',
      ],
    },
  ],
  'mapa-recorrido-cliente.pdf': [
    {
      heading: 'Momentos del recorrido',
      items: [
        'Descubrir: la vitrina y el acceso deciden si el cliente entra.',
        'Orientarse: señalética clara para encontrar categorías y servicios.',
        'Decidir: información del producto en la góndola, justo antes de elegir.',
        'Pagar y volver: la espera en caja es el momento de fidelizar.',
      ],
    },
    {
      heading: 'Cómo usar esta plantilla',
      items: [
        'Recorra la tienda como un cliente y anote dónde se detiene y qué pregunta.',
        'Asigne a cada momento un mensaje y un indicador para medirlo.',
        'Revise el mapa cada temporada: el recorrido cambia con el surtido.',
      ],
    },
  ],
  'checklist-migracion-nube.pdf': [
    {
      heading: 'Antes de migrar',
      items: [
        'Inventario de aplicaciones, bases de datos, integraciones y sus responsables.',
        'Impacto de una hora de detención de cada sistema.',
        'Estrategia por aplicación: lift and shift, replatforming, refactoring, recompra o retiro.',
      ],
    },
    {
      heading: 'Durante y después',
      items: [
        'Pruebas con datos reales y con los usuarios que conocen cada sistema.',
        'Ventana de corte acordada, sincronización final y plan de vuelta atrás.',
        'Monitoreo intensivo los primeros días y ajuste de tamaños durante el primer mes.',
      ],
    },
  ],
  'brief-asistente-ia-rrhh.pdf': [
    {
      heading: 'Casos de uso',
      items: [
        'Certificados de antigüedad y de renta emitidos en minutos.',
        'Consultas de vacaciones, liquidaciones y beneficios a cualquier hora.',
        'Acompañamiento en la incorporación de nuevos colaboradores.',
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        'Documentación ordenada y vigente como fuente de las respuestas.',
        'Temas excluidos y reglas de derivación a una persona definidos por escrito.',
        'Los mismos permisos que las personas: cada colaborador ve solo su información.',
      ],
    },
  ],
  'guia-salas-de-espera.pdf': [
    {
      heading: 'Contenidos recomendados',
      items: [
        'Llamado de turnos con número y box, sin nombres completos ni diagnósticos.',
        'Tiempo estimado de espera por especialidad.',
        'Campañas de prevención validadas por el equipo clínico.',
      ],
    },
    {
      heading: 'Legibilidad y confort',
      items: [
        'Letra grande y alto contraste, pensada también para personas mayores.',
        'Brillo y volumen moderados para no incomodar a los pacientes.',
        'Rotación pausada de contenidos: la sala de espera no es una vitrina.',
      ],
    },
  ],
  'comunicacion-interna-campus-plantas.pdf': [
    {
      heading: 'Dónde instalar',
      items: [
        'Accesos y relojes control, donde todos pasan al iniciar y terminar el turno.',
        'Casinos, comedores y salas de descanso, donde hay tiempo para leer.',
        'Halls y bibliotecas en el caso de instituciones educativas.',
      ],
    },
    {
      heading: 'Qué publicar',
      items: [
        'Seguridad, metas del día, avisos operativos y reconocimientos.',
        'Una idea por pantalla y no más de veinte palabras.',
        'Indicadores conectados a sus fuentes para que se actualicen solos.',
      ],
    },
  ],
  'como-elegir-pantalla-profesional.pdf': [
    {
      heading: 'Según el lugar',
      items: [
        'Interior sin sol directo: 350 a 500 cd/m² son suficientes.',
        'Vitrina con sol: 2.500 cd/m² o más, con sensor de luz ambiente.',
        'Exterior: LED con protección IP65 y brillo sobre 5.000 cd/m².',
      ],
    },
    {
      heading: 'Antes de comprar',
      items: [
        'Horas de operación: 16/7, 18/7 o 24/7 según el horario del local.',
        'Reproductor integrado o externo, y cómo se administrará a distancia.',
        'Montaje, ventilación y acceso para mantención.',
      ],
    },
  ],
};
