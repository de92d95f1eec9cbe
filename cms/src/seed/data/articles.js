// @ts-check
'use strict';

/**
 * Blog articles, in display order. Exactly one is featured; one has no cover and one author
 * has no avatar, so the site's placeholders ('Imagen no disponible', 'No img') have content
 * to show. Content is Markdown (# and ## headings, lists, links).
 */

const authors = {
  camila: {
    name: 'Camila Rojas',
    avatar: 'blog/autores/camila-rojas.webp',
    linkedin: 'https://www.linkedin.com/in/ejemplo-camila-rojas',
    email: 'camila.rojas@example.com',
  },
  martin: {
    name: 'Martín Soto',
    avatar: 'blog/autores/martin-soto.webp',
    linkedin: 'https://www.linkedin.com/in/ejemplo-martin-soto',
    email: 'martin.soto@example.com',
  },
  javiera: {
    // No avatar on purpose: the article page shows 'No img'.
    name: 'Javiera Muñoz',
    avatar: null,
    linkedin: 'https://www.linkedin.com/in/ejemplo-javiera-munoz',
    email: 'javiera.munoz@example.com',
  },
  diego: {
    name: 'Diego Fuentes',
    avatar: 'blog/autores/diego-fuentes.webp',
    linkedin: 'https://www.linkedin.com/in/ejemplo-diego-fuentes',
    email: 'diego.fuentes@example.com',
  },
};

/** @type {import('../types').ArticleSeed[]} */
module.exports = [
  {
    title: 'Señalización digital en retail: pantallas que ayudan a vender',
    slug: 'senalizacion-digital-retail-pantallas-que-venden',
    description:
      'Cómo planificar una red de pantallas en tienda, qué contenidos funcionan en cada zona y qué indicadores mirar para saber si la inversión está dando resultados.',
    cover: 'blog/senalizacion-digital-retail-pantallas-que-venden.webp',
    featured: true,
    categories: ['Retail', 'Experiencia al Cliente'],
    author: authors.camila,
    content: `# Pantallas que trabajan para la tienda

Una pantalla encendida no vende por sí sola. La diferencia entre un televisor que muestra un video en bucle y una red de **señalización digital** que mueve las ventas está en tres decisiones: dónde se instala cada pantalla, qué se muestra en ella y cómo se mide el resultado. En esta guía repasamos lo que hemos aprendido instalando pantallas en supermercados, tiendas de especialidad y centros comerciales de todo Chile.

## Cada zona de la tienda tiene una misión

El cliente no mira igual en la entrada que en la fila de la caja. Antes de elegir equipos conviene dibujar el recorrido y asignar un objetivo a cada punto:

- **Vitrina y acceso:** atraer. Mensajes cortos, colores de marca y una sola promoción por pantalla.
- **Pasillos y góndolas:** orientar y resolver dudas. Precios, comparativas y recetas o usos del producto.
- **Zona de cajas:** aprovechar la espera. Programas de fidelización, productos de impulso y avisos de servicio.
- **Trastienda y comedor del personal:** informar al equipo. Turnos, metas del día y reconocimientos.

## El contenido manda

Una red bien instalada con contenido desactualizado pierde la atención del cliente en pocas semanas. Recomendamos trabajar con un calendario editorial y plantillas que el equipo de marketing pueda actualizar sin depender de un diseñador. Con una plataforma de [gestión de contenidos en la nube](/servicios/gestion-contenidos) es posible programar campañas por región, por horario o por clima, y cambiar un precio en todas las tiendas en minutos.

## Cómo empezar sin equivocarse

1. Elija una tienda piloto representativa y defina una pregunta concreta, por ejemplo: ¿sube la venta de la categoría promocionada?
2. Instale pocas pantallas, bien ubicadas, antes de cubrir toda la sala de ventas.
3. Mida durante al menos cuatro semanas y compare con una tienda similar sin pantallas.
4. Ajuste contenidos y ubicaciones, y recién entonces escale al resto de la cadena.

## Qué indicadores mirar

La venta de las categorías promocionadas es el indicador principal, pero no el único. El tiempo de permanencia frente a la pantalla, la cantidad de personas que la miran y la recordación de marca se pueden medir con herramientas de [medición de audiencia](/servicios/medicion-audiencia) que no guardan imágenes ni datos personales. Cruzar esa información con las ventas permite decidir con datos qué contenido se queda y cuál se reemplaza.

Si está evaluando una red de pantallas para su cadena, [converse con un asesor](/contacto): le ayudaremos a definir el piloto, elegir los equipos y medir el retorno desde el primer día.`,
  },
  {
    title: 'Medición de audiencia: qué miran sus clientes y cómo hacerlo con respeto por la privacidad',
    slug: 'medicion-audiencia-privacidad',
    description:
      'La visión computacional permite saber cuántas personas ven una pantalla y por cuánto tiempo, sin guardar imágenes. Le explicamos cómo funciona y qué datos entrega.',
    cover: 'blog/medicion-audiencia-privacidad.webp',
    featured: false,
    categories: ['Retail', 'Experiencia al Cliente'],
    author: authors.martin,
    content: `# Medir la atención, no a las personas

Durante años, la publicidad en punto de venta se evaluó con supuestos: cuántas personas pasaron por la tienda y cuántas, se suponía, vieron el mensaje. La **medición de audiencia** con visión computacional reemplaza esas estimaciones por datos reales y anónimos sobre quién mira una pantalla, cuánto tiempo y con qué reacción.

## Cómo funciona

Un sensor óptico pequeño, instalado junto a la pantalla, procesa la imagen en el mismo equipo y la descarta al instante. Lo único que se envía a la nube son números agregados:

- cantidad de personas que pasaron frente a la pantalla;
- cantidad de personas que la miraron y durante cuántos segundos;
- rango etario y género estimados, siempre en forma agregada;
- emoción predominante al ver cada contenido (alegría, sorpresa, neutralidad).

Ningún rostro se almacena ni se transmite, y no es posible identificar a una persona a partir de los datos. Esta forma de trabajar, conocida como procesamiento en el borde, es la base para cumplir con la normativa de protección de datos personales.

## Qué decisiones permite tomar

Con datos de audiencia, el equipo comercial deja de discutir opiniones y empieza a comparar resultados:

1. **Elegir el mejor contenido:** dos versiones de un mismo anuncio pueden tener tiempos de atención muy distintos.
2. **Programar por horario:** la audiencia de la mañana no es la misma que la de la tarde; el contenido tampoco debería serlo.
3. **Valorizar espacios:** una pantalla con audiencia medida se puede ofrecer a las marcas proveedoras con tarifas justificadas.
4. **Reubicar equipos:** una pantalla que nadie mira está mal ubicada, no necesariamente mal diseñada.

## Privacidad desde el diseño

Recomendamos informar a los clientes con señalética visible, documentar el tratamiento de datos y revisar que el proveedor entregue solo métricas agregadas. Para profundizar en buenas prácticas, la guía de la [Agencia Española de Protección de Datos sobre anonimización](https://www.aepd.es/guias/guia-orientaciones-procedimientos-anonimizacion.pdf) es una lectura útil, aunque la normativa aplicable sea la chilena.

## Un primer paso sencillo

Lo más práctico es empezar con dos o tres pantallas existentes, medir durante un mes y comparar contenidos. Conozca cómo lo hacemos en nuestra página de [medición de audiencia](/servicios/medicion-audiencia) o [solicite una prueba de concepto](/contacto).`,
  },
  {
    title: 'Lift and learn: cuando el producto que el cliente toma enciende la pantalla',
    slug: 'lift-and-learn-experiencia-interactiva',
    description:
      'Qué es lift and learn, en qué categorías funciona mejor y cómo se convierte cada interacción en información útil para la marca y para la tienda.',
    cover: 'blog/lift-and-learn-experiencia-interactiva.webp',
    featured: false,
    categories: ['Retail', 'Experiencia al Cliente'],
    author: authors.camila,
    content: `# El cliente toma el producto y la góndola responde

**Lift and learn** es una tecnología de retail interactivo muy simple de explicar: cuando un cliente levanta un producto de la repisa, una pantalla cercana muestra información sobre ese producto en particular. Si toma dos, la pantalla puede compararlos. No hay botones ni menús: el gesto natural de mirar un producto es la interfaz.

## Por qué funciona

En la tienda, el cliente tiene preguntas que la etiqueta no alcanza a responder: ¿qué diferencia hay entre estos dos modelos?, ¿con qué se marida este vino?, ¿este zapato sirve para correr en cerro? Un vendedor no siempre está disponible, y el teléfono distrae. La pantalla responde justo en el momento de la decisión.

## Categorías donde da mejores resultados

- **Vinos y licores premium:** origen, cepa, maridaje y premios.
- **Electrónica:** comparación de especificaciones entre modelos parecidos.
- **Calzado deportivo:** tipo de pisada, terreno y tecnología de la suela.
- **Moda y cosmética:** cómo combinar, cómo aplicar, qué tono elegir.

## Cómo se implementa

1. Se eligen los productos y se instalan sensores discretos en la repisa o en la base de cada producto.
2. Se produce un contenido breve para cada producto: diez a veinte segundos bastan.
3. Se conecta la pantalla a la plataforma de contenidos para actualizar fichas sin visitar la tienda.
4. Se revisan semanalmente los datos de interacción y se ajusta el surtido exhibido.

## Los datos que deja cada interacción

Cada vez que un producto se levanta queda un registro: qué producto, a qué hora, cuánto tiempo y con qué otros se comparó. Esa información es valiosa para la marca, que descubre qué atributos despiertan interés, y para la tienda, que puede ordenar la exhibición según el comportamiento real. Combinada con la [medición de audiencia](/servicios/medicion-audiencia), permite entender también quién se detiene frente al mueble.

## Antes de instalar

Conviene partir con una sola categoría y un mueble bien ubicado, con una meta clara de ventas o de interacción. Revise cómo trabajamos en la página de [lift and learn](/servicios/lift-and-learn) y, si quiere ver una demostración, [escríbanos](/contacto).`,
  },
  {
    title: 'Asistentes de IA en la empresa: respuestas al instante para clientes y colaboradores',
    slug: 'asistente-ia-atencion-clientes-colaboradores',
    description:
      'Un asistente virtual bien entrenado resuelve consultas repetitivas a cualquier hora y deja a las personas las conversaciones que de verdad las necesitan.',
    cover: 'blog/asistente-ia-atencion-clientes-colaboradores.webp',
    featured: false,
    categories: ['Corporativo', 'Productividad'],
    author: authors.javiera,
    content: `# Un asistente que no duerme y no se impacienta

La mayoría de las consultas que recibe un área de atención al cliente o de recursos humanos se repiten: el estado de un pedido, el horario de una sucursal, cómo pedir un certificado de antigüedad o cuántos días de vacaciones quedan. Un **asistente de inteligencia artificial** conectado a los sistemas de la empresa puede responder esas preguntas en segundos, a cualquier hora y por el canal que la persona prefiera.

## Qué puede hacer hoy un asistente

- Responder preguntas frecuentes con el tono de la marca, a partir de documentos internos.
- Consultar sistemas: estado de un despacho, saldo de vacaciones, boletas o facturas.
- Generar documentos simples, como un certificado laboral, y enviarlos por correo.
- Derivar a una persona cuando la conversación lo requiere, con todo el contexto ya registrado.

## Dónde conviene empezar

1. **Recursos humanos:** certificados, liquidaciones, beneficios y procesos de incorporación.
2. **Atención al cliente:** seguimiento de pedidos, cambios y devoluciones.
3. **Soporte técnico interno:** restablecer contraseñas y resolver dudas de uso de sistemas.

Elegir un proceso acotado y con alto volumen permite medir el ahorro de tiempo desde la primera semana.

## Lo que hace la diferencia

Un asistente es tan bueno como la información con que se entrena. Antes de ponerlo en producción, recomendamos:

- ordenar y actualizar la documentación que usará como fuente;
- definir con claridad qué temas no debe responder y a quién derivar;
- revisar periódicamente las conversaciones para corregir respuestas y detectar nuevas preguntas.

## Seguridad y confianza

El asistente debe respetar los mismos permisos que las personas: un colaborador solo ve su propia información y un cliente, solo sus pedidos. Para el uso responsable de la inteligencia artificial, los [principios de la OCDE sobre IA](https://oecd.ai/en/ai-principles) son una buena referencia para definir políticas internas.

## Resultados esperables

En implementaciones bien acotadas es habitual que el asistente resuelva la mayoría de las consultas repetitivas sin intervención humana, y que los equipos dediquen ese tiempo a casos complejos. Conozca nuestro [asistente IA](/servicios/asistente-ia) o [agende una conversación](/contacto) para revisar su caso.`,
  },
  {
    title: 'Migrar a la nube sin detener la operación: una guía práctica',
    slug: 'migrar-a-la-nube-sin-detener-la-operacion',
    description:
      'Inventario, estrategia por aplicación, pruebas y corte controlado: los pasos para llevar sus sistemas a la nube con riesgos acotados y costos bajo control.',
    cover: 'blog/migrar-a-la-nube-sin-detener-la-operacion.webp',
    featured: false,
    categories: ['Corporativo', 'Productividad'],
    author: authors.diego,
    content: `# La nube no es un destino, es una forma de operar

Muchas empresas chilenas siguen administrando servidores propios en una sala con aire acondicionado y un respaldo que nadie ha probado. Migrar a la nube permite pagar por lo que se usa, escalar en horas y no en meses, y contar con respaldos y alta disponibilidad sin comprar equipos. Pero una migración mal planificada puede detener la operación. Estos son los pasos que seguimos para que eso no ocurra.

## 1. Inventario honesto

Antes de mover nada hay que saber qué existe: aplicaciones, bases de datos, integraciones, quién las usa y qué pasa si dejan de funcionar una hora. El inventario revela también sistemas que ya nadie ocupa y que se pueden apagar.

## 2. Una estrategia para cada aplicación

No todas las aplicaciones se migran igual. Las estrategias más comunes son:

- **Lift and shift:** mover la aplicación tal como está. Rápido, pero sin aprovechar todo lo que ofrece la nube.
- **Replatforming:** hacer ajustes menores, por ejemplo usar una base de datos administrada.
- **Refactoring:** rediseñar la aplicación para la nube. Más trabajo, más beneficios a largo plazo.
- **Recompra:** reemplazar el sistema por un servicio en modalidad de suscripción.
- **Retiro:** apagar lo que ya no aporta valor.

## 3. Pruebas antes del corte

Cada aplicación migrada se prueba con datos reales y con los usuarios que la conocen. Es el momento de medir tiempos de respuesta, validar respaldos y ensayar la vuelta atrás.

## 4. Corte planificado

1. Se acuerda una ventana de corte con las áreas de negocio.
2. Se sincronizan los datos por última vez.
3. Se redirige el tráfico a la nueva plataforma.
4. Se monitorea intensivamente durante los primeros días.

## 5. Optimizar después de migrar

El primer mes en la nube suele mostrar recursos sobredimensionados. Ajustar tamaños, apagar ambientes de prueba fuera de horario y usar almacenamiento por niveles reduce la cuenta de manera importante. El [marco de buena arquitectura de AWS](https://aws.amazon.com/es/architecture/well-architected/) ofrece una lista de revisión útil, aunque se use otro proveedor.

Si está evaluando una migración, revise nuestra página de [implementación en la nube](/servicios/cloud) o [solicite una consultoría](/contacto) para dimensionar el proyecto.`,
  },
  {
    title: 'Comunicación interna con pantallas: informar a quienes no trabajan frente a un computador',
    slug: 'comunicacion-interna-con-pantallas',
    description:
      'En plantas, bodegas, casinos y campus, una pantalla bien ubicada llega a personas que no leen el correo corporativo. Ideas para planificar contenidos que se lean.',
    // No cover on purpose: the blog shows 'Imagen no disponible'.
    cover: null,
    featured: false,
    categories: ['Corporativo', 'Educación'],
    author: authors.martin,
    content: `# El correo no llega a todos

En una empresa con operarios, conductores, personal de bodega o equipos en terreno, buena parte de las personas no revisa el correo corporativo durante la jornada. Lo mismo ocurre en un campus universitario con estudiantes y funcionarios repartidos en varios edificios. Las **pantallas de comunicación interna** resuelven ese problema: llevan el mensaje al lugar por donde las personas pasan todos los días.

## Dónde instalarlas

- Accesos y relojes control, donde todos pasan al iniciar y terminar el turno.
- Casinos y comedores, donde hay tiempo para leer.
- Salas de descanso y camarines.
- Halls de edificios y bibliotecas, en el caso de instituciones educativas.

## Qué contenidos funcionan

1. **Seguridad:** indicadores de días sin accidentes, recordatorios de uso de elementos de protección y procedimientos de emergencia.
2. **Metas y resultados:** avance de producción del día o de la semana, explicado de forma simple.
3. **Personas:** cumpleaños, bienvenidas, reconocimientos y beneficios.
4. **Avisos operativos:** cambios de turno, cortes programados, menú del casino.

## Reglas para que se lean

- Una idea por pantalla y no más de veinte palabras.
- Letra grande y alto contraste: muchas veces se leen a varios metros.
- Rotación corta: si un mensaje se repite demasiado, deja de verse.
- Contenido vigente: un aviso vencido resta credibilidad a todo lo demás.

## Automatizar para no depender de una persona

Lo que más desgasta a los equipos de comunicaciones es actualizar a mano. Conectar las pantallas a fuentes de datos, como el sistema de producción, la planilla de turnos o el calendario institucional, permite que los indicadores se actualicen solos. Con [plantillas personalizables](/servicios/comunicaciones-internas), el equipo solo cambia textos e imágenes y la plataforma se encarga del diseño y de la programación horaria.

## Medir el efecto

Una encuesta breve antes y después de la implementación muestra si las personas se enteran mejor de los avisos. También se pueden medir indicadores concretos, como la asistencia a capacitaciones o el uso de beneficios. Para conversar sobre su caso, [escríbanos](/contacto) o escriba directamente a [comunicaciones@example.com](mailto:comunicaciones@example.com).`,
  },
  {
    title: 'Pantallas en clínicas y centros médicos: salas de espera más tranquilas',
    slug: 'pantallas-en-clinicas-salas-de-espera',
    description:
      'Turnos visibles, información útil y contenidos de prevención: cómo la señalización digital reduce la ansiedad de los pacientes y la carga de la recepción.',
    cover: 'blog/pantallas-en-clinicas-salas-de-espera.webp',
    featured: false,
    categories: ['Salud', 'Experiencia al Cliente'],
    author: authors.diego,
    content: `# La espera se siente más corta cuando hay información

En una sala de espera, la incertidumbre pesa más que los minutos. No saber cuántas personas hay antes, si el médico va atrasado o a qué box ir genera ansiedad y consultas constantes en la recepción. La **señalización digital** en clínicas y centros médicos ordena el flujo de pacientes y convierte la espera en un momento útil.

## Qué mostrar en las pantallas

- **Llamado de turnos:** número o nombre abreviado, box y profesional, con aviso sonoro suave.
- **Tiempo estimado de espera** por especialidad, actualizado automáticamente.
- **Orientación:** cómo llegar a laboratorio, imagenología o farmacia.
- **Prevención y educación:** campañas de vacunación, controles preventivos y hábitos saludables.
- **Información administrativa:** convenios, documentos necesarios y medios de pago.

## Beneficios para pacientes y equipos

1. Menos preguntas repetidas en la recepción, que puede concentrarse en la admisión.
2. Pacientes más tranquilos, que saben en qué momento serán atendidos.
3. Mayor participación en campañas preventivas, porque el mensaje llega en el momento oportuno.
4. Una imagen de institución moderna y preocupada por la experiencia.

## Cuidados propios del sector salud

El contenido debe ser validado por el equipo clínico y respetar la privacidad de los pacientes: nunca mostrar nombres completos ni diagnósticos. Las pantallas deben tener brillo y volumen adecuados para no molestar, y los textos deben ser legibles para personas mayores. Las recomendaciones de la [Organización Panamericana de la Salud](https://www.paho.org/es) son una buena fuente para campañas de prevención.

## Cómo se integra con los sistemas de la clínica

El sistema de turnos o de agenda envía los llamados a la plataforma de contenidos, que los muestra en la pantalla correcta. El resto de la programación, como campañas y avisos, la administra el equipo de comunicaciones desde la nube, para todas las sedes a la vez.

Vea cómo lo resolvimos para una red de centros médicos en nuestros [casos de éxito](/casos-exito), o [conversemos](/contacto) sobre su institución.`,
  },
];
