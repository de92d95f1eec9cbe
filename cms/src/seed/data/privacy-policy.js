// @ts-check
'use strict';

const { cmsEnv } = require('../../../config/env-schema');

/**
 * The privacy policy as first seeded (issue 40): complete, plain Spanish under Ley 19.628 as
 * amended by Ley 21.719, for the company's lawyer to review. From then on editors change it in
 * the admin panel («Política de privacidad»). The site replaces {plazo_conservacion},
 * {plazo_respuesta}, {correo_privacidad} and {responsable} in the introduction and every section
 * with the policy's own fields, so the numbers are written once.
 *
 * The cookies are the ones the site's server really sets (shell/server): `nd_release_bucket`
 * (shell/server/release-bucket.ts, only while a new version is tried on part of the visitors) and
 * `sitio_vista_previa` (shell/server/plugins/preview.ts, editors' preview only). No analytics or
 * advertising cookies, nothing from third parties.
 */

/** @param {string | undefined} value @param {string} fallback */
const fromEnv = (value, fallback) => (value && value.trim() !== '' ? value.trim() : fallback);

/** @type {Array<{ heading: string, body: string }>} */
const SECTIONS = [
  {
    heading: 'Quién es responsable de sus datos y cómo contactarnos',
    body: [
      'El responsable de los datos personales que se reúnen en este sitio es **{responsable}**, con domicilio en Santiago de Chile (la dirección y el RUT figuran al inicio de esta página).',
      '',
      'Para cualquier consulta sobre sus datos o para ejercer sus derechos, escríbanos a **{correo_privacidad}** o use el formulario de [solicitudes de privacidad](/privacidad/solicitud). Una persona de nuestro equipo revisa ese correo y responde cada mensaje.',
    ].join('\n'),
  },
  {
    heading: 'Qué datos reunimos y para qué',
    body: [
      '**Formulario de contacto.** Cuando nos escribe desde el sitio guardamos su nombre, su correo electrónico, el nombre de su empresa, el servicio por el que consulta, su mensaje, la página desde la que escribió y la fecha. También guardamos la versión de esta política que se le mostró y si aceptó o no recibir comunicaciones comerciales, con la fecha en que lo indicó.',
      '',
      'Usamos esos datos para:',
      '',
      '- **responder lo que nos pidió** (una consulta, una cotización, una reunión) y hacer el seguimiento comercial de esa misma solicitud;',
      '- **enviarle comunicaciones comerciales** (novedades, eventos, ofertas) **solo si marcó la casilla** que lo autoriza. Esa casilla es opcional y viene sin marcar: si no la marca, igual respondemos su consulta. Puede retirar su autorización cuando quiera, escribiendo a {correo_privacidad} o desde el enlace que incluye cada comunicación.',
      '',
      '**Solicitudes de privacidad.** Si ejerce sus derechos desde el sitio, guardamos su nombre, su correo, el derecho que ejerce, el detalle que nos dé y las fechas de la solicitud, para confirmarla, atenderla y dejar constancia de nuestra respuesta.',
      '',
      '**Seguridad del sitio.** Para evitar envíos abusivos, el servidor usa su dirección IP durante unos minutos para limitar los envíos repetidos. No la guardamos junto con su mensaje ni la usamos para identificarlo.',
      '',
      'No pedimos datos sensibles (como salud, origen, opiniones políticas o religiosas). Le pedimos no incluirlos en su mensaje. No vendemos sus datos ni los usamos para perfiles o decisiones automatizadas.',
    ].join('\n'),
  },
  {
    heading: 'Con qué fundamento legal los tratamos',
    body: [
      'Tratamos sus datos conforme a la Ley N.° 19.628 sobre protección de la vida privada, modificada por la Ley N.° 21.719:',
      '',
      '- para **responder su consulta o cotización**, porque el tratamiento es necesario para las medidas precontractuales que usted mismo nos pide al escribirnos, y con el consentimiento que da al enviar el formulario;',
      '- para **enviarle comunicaciones comerciales**, solo con su **consentimiento** expreso (la casilla opcional), que puede retirar en cualquier momento sin que eso afecte lo hecho antes;',
      '- para **atender sus solicitudes de privacidad**, porque la ley nos obliga a responderlas y a poder demostrar que lo hicimos;',
      '- para **proteger el sitio** contra abusos, por nuestro interés legítimo en mantenerlo seguro, sin afectar sus derechos.',
    ].join('\n'),
  },
  {
    heading: 'Quién trata los datos por encargo nuestro',
    body: [
      'Para funcionar, el sitio usa proveedores que tratan los datos solo por encargo nuestro, según nuestras instrucciones y con obligación de confidencialidad y seguridad:',
      '',
      '- el proveedor de **alojamiento** de los servidores del sitio;',
      '- el proveedor de **envío de correo electrónico**, que entrega los avisos de nuevos mensajes a nuestro equipo y los enlaces de confirmación de las solicitudes de privacidad;',
      '- el proveedor que aloja el **sistema de gestión de contenidos** donde se guardan los mensajes del formulario.',
      '',
      'Si alguno de ellos trata los datos fuera de Chile, lo hace con las garantías que exige la ley. Puede pedirnos la lista de proveedores vigente en {correo_privacidad}. No cedemos sus datos a terceros para sus propios fines.',
    ].join('\n'),
  },
  {
    heading: 'Cuánto tiempo guardamos sus datos',
    body: [
      '- Los mensajes del formulario de contacto, con su consentimiento, se guardan **{plazo_conservacion}** desde que llegan. Cumplido ese plazo se **borran automáticamente** cada día.',
      '- Si nuestro sistema no puede recibir un mensaje en el momento en que lo envía, el servidor lo guarda en una cola protegida solo hasta entregarlo, normalmente minutos.',
      '- Las solicitudes de privacidad que no se confirman se borran 7 días después de vencer el enlace de confirmación. Las atendidas se guardan como constancia de nuestra respuesta; si pidió la supresión, esa constancia no conserva su nombre, su correo ni su detalle.',
      '- Si llega a ser cliente, los datos del contrato se rigen por ese contrato y por los plazos que exijan las leyes (por ejemplo, tributarias).',
    ].join('\n'),
  },
  {
    heading: 'Cookies',
    body: [
      'El sitio **no usa cookies de analítica ni de publicidad**, ni cookies de terceros. Solo puede usar estas dos, propias y necesarias para su funcionamiento:',
      '',
      '- **`nd_release_bucket`**: cuando probamos una versión nueva del sitio con parte de los visitantes, asigna a su navegador un número al azar (de 0 a 99) para mostrarle siempre la misma versión durante la visita. No contiene datos personales y fuera de esas pruebas no se usa. Dura hasta que cierre el navegador.',
      '- **`sitio_vista_previa`**: solo para el personal de {responsable} que revisa contenidos antes de publicarlos; los visitantes no la reciben. Dura hasta que cierre el navegador.',
      '',
      'Como son necesarias, no piden su autorización. Puede borrarlas o bloquearlas en la configuración de su navegador; el sitio seguirá funcionando.',
    ].join('\n'),
  },
  {
    heading: 'Sus derechos y cómo ejercerlos',
    body: [
      'Usted tiene derecho a:',
      '',
      '- **Acceso**: saber si tratamos datos suyos, cuáles, para qué y con quién, y recibir una copia.',
      '- **Rectificación**: corregir datos inexactos, desactualizados o incompletos.',
      '- **Supresión**: que borremos sus datos cuando ya no sean necesarios, retire su consentimiento o se hayan tratado sin fundamento.',
      '- **Oposición**: oponerse a un tratamiento, en particular a recibir comunicaciones comerciales.',
      '- **Portabilidad**: recibir sus datos en un formato electrónico estructurado y de uso común (un archivo JSON) para llevarlos a otro responsable.',
      '- **Bloqueo**: que suspendamos temporalmente el tratamiento mientras se resuelve otra solicitud suya.',
      '',
      '**Cómo ejercerlos.** Complete el formulario de [solicitudes de privacidad](/privacidad/solicitud) o escriba a {correo_privacidad}. Para que nadie pueda ver ni borrar los datos de otra persona, le enviaremos un enlace a su correo: la solicitud se atiende cuando usted la confirma desde ese enlace. Ejercer sus derechos es **gratuito**.',
      '',
      'Respondemos dentro de **{plazo_respuesta}** desde que confirma la solicitud. Si necesitamos más tiempo, se lo diremos antes de que venza ese plazo y por qué, dentro de lo que la ley permite.',
      '',
      '**Reclamo ante la autoridad.** Si no respondemos a tiempo o no está conforme con nuestra respuesta, puede reclamar ante la **Agencia de Protección de Datos Personales**.',
    ].join('\n'),
  },
  {
    heading: 'Cómo protegemos sus datos',
    body: [
      '- El sitio usa conexión cifrada (HTTPS).',
      '- Solo el personal que los necesita para responderle accede a los mensajes, con cuentas personales.',
      '- El servidor del sitio escribe en el sistema de gestión con una credencial que solo permite guardar, no leer.',
      '- Los registros técnicos del sitio no contienen su nombre, su correo ni su mensaje.',
      '- Si ocurre un incidente de seguridad que afecte sus datos, lo comunicaremos a la Agencia y, cuando corresponda, a usted, como exige la ley.',
    ].join('\n'),
  },
  {
    heading: 'Cambios a esta política',
    body: [
      'Podemos actualizar esta política cuando cambie lo que hacemos con los datos o la ley. Cada versión lleva su número y su fecha de vigencia, al inicio de esta página. Cada mensaje que recibimos guarda la versión que se le mostró al enviarlo.',
      '',
      'Si un cambio afecta cómo usamos datos que ya tenemos, se lo avisaremos y, cuando la ley lo exija, le pediremos nuevamente su consentimiento.',
    ].join('\n'),
  },
];

/** @param {Record<string, string | undefined>} [env] the CMS's variables (config/env-schema.js) */
function privacyPolicy(env = cmsEnv()) {
  const brand = fromEnv(env.SITE_BRAND_NAME, 'Nexo Digital');
  const contactEmail = fromEnv(env.SITE_CONTACT_EMAIL, 'contacto@example.com');
  const domain = contactEmail.includes('@') ? contactEmail.slice(contactEmail.lastIndexOf('@') + 1) : 'example.com';
  return {
    title: 'Política de privacidad',
    version: '1.0',
    effectiveDate: '2026-12-01',
    controllerName: `${brand} SpA`,
    controllerTaxId: '76.543.210-8',
    privacyEmail: `privacidad@${domain}`,
    intro: [
      'En {responsable} cuidamos los datos personales que nos confía al escribirnos desde este sitio.',
      'Esta política explica, en simple, qué datos reunimos, para qué, con qué fundamento, con quién los compartimos, cuánto tiempo los guardamos y cómo puede ejercer sus derechos, conforme a la Ley N.° 19.628, modificada por la Ley N.° 21.719.',
    ].join(' '),
    sections: SECTIONS.map((section) => ({ ...section })),
    retentionMonths: 24,
    requestDeadlineDays: 30,
  };
}

/** The placeholders the site fills in the introduction and every section. */
const PLACEHOLDERS = ['{plazo_conservacion}', '{plazo_respuesta}', '{correo_privacidad}', '{responsable}'];

module.exports = { privacyPolicy, PLACEHOLDERS };
