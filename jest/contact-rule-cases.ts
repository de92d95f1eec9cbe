import { contactFormMessages } from '@site/shared/contact';

/**
 * The contact rules as a table of cases, run by the rules' own tests (the
 * browser's form uses the same schema) and through the site's server
 * (POST /api/contact), so the two can never drift apart.
 */
export const validContactMessage = {
  name: 'Ana Pérez',
  email: 'ana.perez@empresa.cl',
  company: 'Retail Sur',
  service: 'Asistente IA',
  message: 'Queremos un asistente para nuestras tiendas.',
} as const;

/** A change to the valid message, and the one error by field it must produce. */
export const invalidContactCases: ReadonlyArray<[string, Record<string, unknown>, Record<string, string>]> = [
  ['empty name', { name: '   ' }, { name: contactFormMessages.name }],
  ['free-mail address', { email: 'ana@gmail.com' }, { email: contactFormMessages.emailFreeMail }],
  ['malformed address', { email: 'ana@empresa' }, { email: contactFormMessages.emailInvalid }],
  ['no address', { email: '' }, { email: contactFormMessages.emailRequired }],
  ['empty company', { company: '' }, { company: contactFormMessages.company }],
  ['unknown service', { service: 'Diseño Web' }, { service: contactFormMessages.service }],
  ['empty message', { message: '' }, { message: contactFormMessages.message }],
  ['name too long', { name: 'a'.repeat(201) }, { name: contactFormMessages.nameTooLong }],
  ['company too long', { company: 'b'.repeat(201) }, { company: contactFormMessages.companyTooLong }],
  ['message too long', { message: 'c'.repeat(5001) }, { message: contactFormMessages.messageTooLong }],
  ['address too long', { email: `${'d'.repeat(250)}@empresa.cl` }, { email: contactFormMessages.emailTooLong }],
  ['a header in the name', { name: 'Ana\r\nBcc: todos@empresa.cl' }, { name: contactFormMessages.oneLine }],
  ['a header in the company', { company: 'Retail\nSur' }, { company: contactFormMessages.oneLine }],
  ['a header in the address', { email: 'ana@empresa.cl\r\nBcc: x@y.cl' }, { email: contactFormMessages.emailInvalid }],
  ['a number for a name', { name: 42 }, { name: contactFormMessages.nameNotText }],
  ['a field the form does not have', { admin: true }, { admin: 'Campo no permitido' }],
];

