import { checkPrivacyRequest, privacyRequestMessages, privacyRequestSchema } from './privacy-request-rules';
import { privacyRights } from './privacy-rights';
import { confirmOutcomeOf, CONFIRM_TOKEN_PATTERN } from './privacy-paths';

const valid = { name: 'Ana Pérez', email: 'ana@gmail.com', right: 'Supresión', details: 'Borren todo lo mío.' } as const;
const errorsOf = (input: unknown) => {
  const checked = checkPrivacyRequest(input);
  return 'errors' in checked ? checked.errors : null;
};

describe('checkPrivacyRequest', () => {
  it('accepts any valid address (a free-mail one too) and trims what was typed', () => {
    expect(checkPrivacyRequest({ ...valid, name: ' Ana Pérez ', email: ' ana@gmail.com ' })).toEqual({ request: valid });
  });

  it('takes the details as optional: left out or empty, there are none', () => {
    expect(checkPrivacyRequest({ name: 'Ana', email: 'a@b.cl', right: 'Acceso' })).toEqual({ request: { name: 'Ana', email: 'a@b.cl', right: 'Acceso' } });
    expect(checkPrivacyRequest({ name: 'Ana', email: 'a@b.cl', right: 'Acceso', details: '  ' })).toEqual({ request: { name: 'Ana', email: 'a@b.cl', right: 'Acceso' } });
  });

  it('offers exactly the six rights of the law, as the CMS lists them', () => {
    expect(privacyRights).toEqual(['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Portabilidad', 'Bloqueo']);
    for (const right of privacyRights) expect(errorsOf({ ...valid, right })).toBeNull();
  });

  it.each([
    ['an empty name', { name: ' ' }, { name: privacyRequestMessages.name }],
    ['a name of two lines', { name: 'Ana\r\nBcc: x@y.cl' }, { name: privacyRequestMessages.oneLine }],
    ['a name too long', { name: 'a'.repeat(201) }, { name: privacyRequestMessages.nameTooLong }],
    ['no address', { email: '' }, { email: privacyRequestMessages.emailRequired }],
    ['a malformed address', { email: 'ana@gmail' }, { email: privacyRequestMessages.emailInvalid }],
    ['an address with a header', { email: 'a@b.cl\nBcc: x@y.cl' }, { email: privacyRequestMessages.emailInvalid }],
    ['no right', { right: '' }, { right: privacyRequestMessages.right }],
    ['a right the law does not have', { right: 'Olvido' }, { right: privacyRequestMessages.right }],
    ['details too long', { details: 'd'.repeat(2001) }, { details: privacyRequestMessages.detailsTooLong }],
    ['a number for a name', { name: 7 }, { name: privacyRequestMessages.nameNotText }],
    ['a field the form does not have', { admin: true }, { admin: privacyRequestMessages.unknownField }],
  ])('refuses %s with its Spanish message', (_case, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it('names every field of an empty form, in Spanish', () => {
    expect(errorsOf({})).toEqual({ name: privacyRequestMessages.name, email: privacyRequestMessages.emailRequired, right: privacyRequestMessages.right });
    expect(errorsOf(null)).toEqual({ formulario: privacyRequestMessages.notAForm });
    for (const message of Object.values(privacyRequestMessages)) expect(message).not.toMatch(/invalid|required|expected/i);
    expect(privacyRequestSchema.safeParse({ ...valid, right: 3 }).error?.issues[0]?.message).toBe(privacyRequestMessages.right);
  });
});

describe('the confirmation link', () => {
  it('reads only the two outcomes from the address', () => {
    expect(confirmOutcomeOf('?estado=confirmada')).toBe('confirmada');
    expect(confirmOutcomeOf('estado=invalido')).toBe('invalido');
    expect(confirmOutcomeOf('?estado=otro')).toBeNull();
    expect(confirmOutcomeOf('')).toBeNull();
  });

  it('takes as a token only 32 bytes in base64url', () => {
    expect(CONFIRM_TOKEN_PATTERN.test(Buffer.alloc(32, 7).toString('base64url'))).toBe(true);
    expect(CONFIRM_TOKEN_PATTERN.test('abc')).toBe(false);
    expect(CONFIRM_TOKEN_PATTERN.test(`${'a'.repeat(42)}=`)).toBe(false);
  });
});
