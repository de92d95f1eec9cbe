/**
 * The rights a person can exercise over their data (Ley 19.628 as amended by Ley 21.719), as the
 * CMS's privacy request lists them (`right`, an enumeration of these six, in this order).
 */
export const privacyRights = ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Portabilidad', 'Bloqueo'] as const;

export type PrivacyRight = (typeof privacyRights)[number];

/** What each right asks for, in the words the request form shows beside it. */
export const privacyRightDescriptions: Record<PrivacyRight, string> = {
  Acceso: 'Saber qué datos tuyos tenemos y recibir una copia.',
  Rectificación: 'Corregir datos tuyos que estén incompletos o equivocados.',
  Supresión: 'Borrar tus datos.',
  Oposición: 'Que dejemos de usar tus datos para un fin, por ejemplo el envío de novedades.',
  Portabilidad: 'Recibir tus datos en un archivo que puedas llevar a otra empresa.',
  Bloqueo: 'Que suspendamos el uso de tus datos mientras se revisa tu solicitud.',
};
