// zod/mini, as the contact form's rules: the same validation in a tenth of the bytes.
import * as z from 'zod/mini';
import { privacyRights } from './privacy-rights';

// Any well-formed address (a person asks about their own data, from whatever mailbox they use):
// the contact form's pattern, without its refusal of free-mail providers.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** The longest value each field takes: the contact form's limits, and the CMS's for the details. */
export const privacyRequestLimits = { name: 200, email: 254, details: 2000 } as const;

export const privacyRequestMessages = {
  name: 'Ingresa tu nombre',
  nameTooLong: `Usa como máximo ${privacyRequestLimits.name} caracteres`,
  nameNotText: 'Escribe tu nombre como texto',
  emailRequired: 'Ingresa tu email',
  emailInvalid: 'Ingresa un email válido, por ejemplo nombre@dominio.cl',
  emailTooLong: `Usa como máximo ${privacyRequestLimits.email} caracteres`,
  emailNotText: 'Escribe tu email como texto',
  right: 'Elige el derecho que quieres ejercer',
  detailsTooLong: `Usa como máximo ${privacyRequestLimits.details} caracteres`,
  detailsNotText: 'Escribe los detalles como texto',
  oneLine: 'Escríbelo en una sola línea',
  unknownField: 'Campo no permitido',
  notAForm: 'El formulario llegó vacío o incompleto',
} as const;

const text = (required: string, notText: string) => z.string({ error: (issue) => (issue.input === undefined ? required : notText) });
/** A line break in the name or the address could become a forged header of the confirmation e-mail. */
const oneLine = z.refine<string>((value) => !/[\r\n\u2028\u2029]/.test(value), privacyRequestMessages.oneLine);

/**
 * A rights request (`/privacidad/solicitud`): the one rule set of the browser's form and of the
 * site's server, which checks every request again. Unknown fields are refused; the details are
 * optional (an empty text is none).
 */
export const privacyRequestSchema = z.strictObject(
  {
    name: text(privacyRequestMessages.name, privacyRequestMessages.nameNotText).check(
      z.trim(),
      z.minLength(1, privacyRequestMessages.name),
      z.maxLength(privacyRequestLimits.name, privacyRequestMessages.nameTooLong),
      oneLine,
    ),
    email: text(privacyRequestMessages.emailRequired, privacyRequestMessages.emailNotText).check(
      z.trim(),
      z.minLength(1, privacyRequestMessages.emailRequired),
      z.maxLength(privacyRequestLimits.email, privacyRequestMessages.emailTooLong),
      z.regex(EMAIL_PATTERN, privacyRequestMessages.emailInvalid),
    ),
    // The select starts empty: a string until it is checked against the six rights.
    right: z.pipe(z.string({ error: privacyRequestMessages.right }), z.enum(privacyRights, { error: privacyRequestMessages.right })),
    details: z.optional(
      text('', privacyRequestMessages.detailsNotText).check(
        z.trim(),
        z.maxLength(privacyRequestLimits.details, privacyRequestMessages.detailsTooLong),
      ),
    ),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? privacyRequestMessages.unknownField : privacyRequestMessages.notAForm) },
);

/** What the form holds while the person types. */
export type PrivacyRequestValues = z.input<typeof privacyRequestSchema>;
/** A checked request (trimmed). */
export type PrivacyRequestMessage = z.output<typeof privacyRequestSchema>;
export type PrivacyRequestFieldErrors = Partial<Record<string, string>>;

export const emptyPrivacyRequest = { name: '', email: '', right: '', details: '' } satisfies PrivacyRequestValues;

/** A valid request (trimmed, empty details as none), or the first Spanish message of each wrong field. */
export function checkPrivacyRequest(input: unknown): { request: PrivacyRequestMessage } | { errors: PrivacyRequestFieldErrors } {
  const result = privacyRequestSchema.safeParse(input);
  if (result.success) {
    const { details, ...rest } = result.data;
    return { request: details ? { ...rest, details } : rest };
  }
  const errors: PrivacyRequestFieldErrors = {};
  for (const issue of result.error.issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'formulario')];
    for (const field of fields) errors[field] ??= issue.message;
  }
  return { errors };
}
