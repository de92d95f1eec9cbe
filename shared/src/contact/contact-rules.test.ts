import { invalidContactCases, validContactMessage } from '../../../jest/contact-rule-cases';
import { checkContactMessage, contactFormMessages, contactFormSchema, emailProblem, isCorporateEmail } from './contact-rules';
import { contactServices } from './contact-services.mjs';

describe('isCorporateEmail', () => {
  it.each([
    'ana.perez@empresa.cl',
    'j_rojas+ventas@retail-sur.com',
    'x%y@sub.dominio.co',
    'Soporte-TI@Empresa.CL',
    'ventas@gmail.com.empresa.cl',
    'a@mygmail.com',
  ])('accepts %s', (address) => {
    expect(isCorporateEmail(address)).toBe(true);
  });

  it.each([
    'ana@gmail.com',
    'ANA@GMAIL.COM',
    'a@hotmail.com',
    'b@yahoo.com',
    'c@outlook.com',
    'no-at-sign',
    'a@b',
    'a@dominio.c',
    'ana perez@empresa.cl',
    'a@dominio.c0m',
    '@empresa.cl',
    'ana@',
    'ana@@empresa.cl',
    'ana@empresa..cl',
    'ana@-empresa.cl',
    'ana@.empresa.cl',
    'josé@empresa.cl',
    '',
  ])('rejects %p', (address) => {
    expect(isCorporateEmail(address)).toBe(false);
  });
});

describe('emailProblem', () => {
  it('names the free-mail providers the form refuses', () => {
    expect(emailProblem('ana@Gmail.com')).toBe(
      'Usa un email corporativo: no aceptamos gmail.com, hotmail.com, yahoo.com ni outlook.com',
    );
  });

  it('shows an example of a valid address for a malformed one', () => {
    expect(emailProblem('ana@empresa')).toBe('Ingresa un email válido, por ejemplo nombre@empresa.cl');
  });

  it('asks for the address when it is empty', () => {
    expect(emailProblem('')).toBe('Ingresa tu email corporativo');
  });
});

describe('contactFormSchema', () => {
  // Typed with spaces around the name and the address, which the schema trims.
  const valid = { ...validContactMessage, name: '  Ana Pérez ', email: ' ana.perez@empresa.cl ' };

  it('accepts a complete message and trims what was typed', () => {
    const result = contactFormSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(validContactMessage);
  });

  it('offers exactly the seven services of the specification', () => {
    expect(contactServices).toEqual([
      'Cartelería Digital',
      'Gestión de Contenidos',
      'Tecnología Lift & Learn',
      'Medición de Audiencia',
      'Asistente IA',
      'Cloud Services',
      'Cotización de Productos',
    ]);
    for (const service of contactServices) {
      expect(contactFormSchema.safeParse({ ...valid, service }).success).toBe(true);
    }
  });

  it('gives one Spanish message per missing field', () => {
    const result = contactFormSchema.safeParse({ name: ' ', email: '', company: '', service: '', message: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: contactFormMessages.name,
      email: contactFormMessages.emailRequired,
      company: contactFormMessages.company,
      service: 'Selecciona un servicio',
      message: contactFormMessages.message,
    });
  });

  it('refuses a service that is not on the list', () => {
    const result = contactFormSchema.safeParse({ ...valid, service: 'Diseño Web' });
    expect(result.error?.issues[0]?.message).toBe('Selecciona un servicio');
  });
});

/** The errors of `input`, or null when it is a valid message. */
function contactFieldErrors(input: unknown) {
  const checked = checkContactMessage(input);
  return 'errors' in checked ? checked.errors : null;
}

describe('checkContactMessage: the table of cases the site’s server runs too', () => {
  it('has nothing to say about a valid message, multi-line included, and trims it', () => {
    expect(checkContactMessage({ ...validContactMessage, name: ' Ana Pérez ' })).toEqual({ message: validContactMessage });
    expect(contactFieldErrors({ ...validContactMessage, message: 'Hola,\n\nQueremos una cotización.' })).toBeNull();
  });

  it.each(invalidContactCases)('refuses %s', (_name, change, errors) => {
    const found = contactFieldErrors({ ...validContactMessage, ...change });
    expect(found).toEqual(errors);
  });

  it('names a field that was left out with its own Spanish message, not the schema\'s', () => {
    const withoutTwo: Record<string, unknown> = { ...validContactMessage };
    delete withoutTwo.company;
    delete withoutTwo.message;
    expect(contactFieldErrors(withoutTwo)).toEqual({ company: contactFormMessages.company, message: contactFormMessages.message });
  });

  it('refuses what is not an object', () => {
    expect(contactFieldErrors(null)).not.toBeNull();
  });
});
