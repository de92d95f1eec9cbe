import { validContactMessage } from '../../../jest/contact-rule-cases';
import { checkContactMessage, contactFormMessages, contactFormSchema, type ContactFieldErrors } from './contact-rules';

/**
 * JSON sent to the site's server by hand may hold any type where the form sends text: every such
 * field must be named in Spanish, never with zod's English default ("Invalid input").
 */

/** The errors of `input`, or null when it is a valid message. */
function contactFieldErrors(input: unknown): ContactFieldErrors | null {
  const checked = checkContactMessage(input);
  return 'errors' in checked ? checked.errors : null;
}

/** Each field, its message for a value that is not text and its message when it is left out. */
const fields = [
  ['name', contactFormMessages.nameNotText, contactFormMessages.name],
  ['email', contactFormMessages.emailNotText, contactFormMessages.emailRequired],
  ['company', contactFormMessages.companyNotText, contactFormMessages.company],
  ['service', contactFormMessages.service, contactFormMessages.service],
  ['message', contactFormMessages.messageNotText, contactFormMessages.message],
] as const;

const wrongTypes: ReadonlyArray<[string, unknown]> = [
  ['a number', 123],
  ['null', null],
  ['an array', ['Ana Pérez']],
  ['an object', { value: 'Ana Pérez' }],
  ['a boolean', true],
];

const cases = fields.flatMap(([field, notText]) => wrongTypes.map(([kind, value]) => [field, kind, value, notText] as const));

describe('checkContactMessage: a field of the wrong type', () => {
  it.each(cases)('names %s given %s in Spanish', (field, _kind, value, notText) => {
    const errors = contactFieldErrors({ ...validContactMessage, [field]: value });
    expect(errors).toEqual({ [field]: notText });
    expect(errors?.[field]).not.toMatch(/invalid/i);
  });

  it('names every field of the wrong type at once, each with its own message', () => {
    expect(contactFieldErrors({ name: 1, email: null, company: [], service: {}, message: false })).toEqual({
      name: contactFormMessages.nameNotText,
      email: contactFormMessages.emailNotText,
      company: contactFormMessages.companyNotText,
      service: contactFormMessages.service,
      message: contactFormMessages.messageNotText,
    });
  });

  it('says the same through the schema itself', () => {
    const result = contactFormSchema.safeParse({ ...validContactMessage, name: 123 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([contactFormMessages.nameNotText]);
  });
});

describe('checkContactMessage: a field left out', () => {
  it.each(fields)('names %s with its own required message', (field, _notText, required) => {
    const without: Record<string, unknown> = { ...validContactMessage };
    delete without[field];
    expect(contactFieldErrors(without)).toEqual({ [field]: required });
    expect(contactFieldErrors({ ...validContactMessage, [field]: undefined })).toEqual({ [field]: required });
  });

  it('names all five of an empty object in Spanish, through the schema itself too', () => {
    const expected = {
      name: contactFormMessages.name,
      email: contactFormMessages.emailRequired,
      company: contactFormMessages.company,
      service: contactFormMessages.service,
      message: contactFormMessages.message,
    };
    expect(contactFieldErrors({})).toEqual(expected);
    const issues = contactFormSchema.safeParse({}).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path[0], issue.message]))).toEqual(expected);
  });
});

describe('checkContactMessage: fields the form does not have, and what is not a form', () => {
  it('names every unknown field in Spanish, not only the first', () => {
    expect(contactFieldErrors({ ...validContactMessage, admin: true, role: 'x' })).toEqual({
      admin: contactFormMessages.unknownField,
      role: contactFormMessages.unknownField,
    });
    const result = contactFormSchema.safeParse({ ...validContactMessage, admin: true });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([contactFormMessages.unknownField]);
  });

  it.each([null, [], 'Ana', 42, true, undefined])('refuses %p in Spanish', (input) => {
    expect(contactFieldErrors(input)).toEqual({ formulario: contactFormMessages.notAForm });
  });
});

describe('the Spanish messages', () => {
  it('have no English default among them', () => {
    for (const message of Object.values(contactFormMessages)) expect(message).not.toMatch(/invalid|required|expected/i);
  });
});

describe('valid and text input as before', () => {
  it('accepts and trims a valid message', () => {
    expect(checkContactMessage({ ...validContactMessage, name: ' Ana Pérez ', email: ' ana.perez@empresa.cl ' })).toEqual({
      message: validContactMessage,
    });
  });

  it('keeps the messages for text that is empty, too long or malformed', () => {
    expect(contactFieldErrors({ name: ' ', email: 'ana@empresa', company: 'b'.repeat(201), service: 'Diseño Web', message: '' })).toEqual({
      name: contactFormMessages.name,
      email: contactFormMessages.emailInvalid,
      company: contactFormMessages.companyTooLong,
      service: contactFormMessages.service,
      message: contactFormMessages.message,
    });
  });
});
