// zod/mini: the same validation as zod, about a tenth of the bytes in the bundle.
import * as z from 'zod/mini';
import { siteConfig } from '../config/site-config';
import { contactServices } from './contact-services.mjs';

// Local part of letters, digits and . _ % + -; a domain of dot-separated
// labels; a top-level part of two or more letters (SPEC §5).
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@((?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})$/;

/** Joins ['a', 'b', 'c'] as 'a, b ni c' for the free-mail message. */
function listWithNi(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ni ${items[items.length - 1] ?? ''}`;
}

/** The longest value each field takes (what a real name, address or message needs, and no more). */
export const contactFieldLimits = { name: 200, email: 254, company: 200, message: 5000 } as const;

export const contactFormMessages = {
  name: 'Ingresa tu nombre',
  emailRequired: 'Ingresa tu email corporativo',
  emailInvalid: 'Ingresa un email válido, por ejemplo nombre@empresa.cl',
  emailFreeMail: `Usa un email corporativo: no aceptamos ${listWithNi(siteConfig.blockedEmailDomains)}`,
  company: 'Ingresa el nombre de tu empresa',
  service: 'Selecciona un servicio',
  message: 'Cuéntanos en qué podemos ayudarte',
  nameTooLong: `Usa como máximo ${contactFieldLimits.name} caracteres`,
  companyTooLong: `Usa como máximo ${contactFieldLimits.company} caracteres`,
  emailTooLong: `Usa como máximo ${contactFieldLimits.email} caracteres`,
  messageTooLong: `Usa como máximo ${contactFieldLimits.message} caracteres`,
  oneLine: 'Escríbelo en una sola línea',
  // A value that is not text: only JSON written by hand sends one (the form's fields are always text).
  nameNotText: 'Escribe tu nombre como texto',
  emailNotText: 'Escribe tu email como texto',
  companyNotText: 'Escribe el nombre de tu empresa como texto',
  messageNotText: 'Escribe tu mensaje como texto',
  unknownField: 'Campo no permitido',
  notAForm: 'El formulario llegó vacío o incompleto',
} as const;

/** Why an e-mail address is refused, or null when it is a corporate one. */
export function emailProblem(value: string): string | null {
  if (value === '') return contactFormMessages.emailRequired;
  const match = EMAIL_PATTERN.exec(value);
  const domain = match?.[1];
  if (domain === undefined) return contactFormMessages.emailInvalid;
  const blocked = siteConfig.blockedEmailDomains.some(
    (blockedDomain) => blockedDomain.toLowerCase() === domain.toLowerCase(),
  );
  return blocked ? contactFormMessages.emailFreeMail : null;
}

/** True for a well-formed address whose domain is not a free-mail provider. */
export function isCorporateEmail(value: string): boolean {
  return emailProblem(value) === null;
}

/**
 * A text field, in Spanish when its value is not text: zod/mini words that "Invalid input" (it
 * ships no locale). Left out, the field gets its own required message; of another type, `notText`.
 */
const text = (required: string, notText: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : notText) });

const requiredText = (message: string, notText: string, max: number, tooLong: string) =>
  text(message, notText).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** A line break in a one-line field could become a forged header of the staff's notification e-mail. */
const oneLine = z.refine<string>((value) => !/[\r\n\u2028\u2029]/.test(value), contactFormMessages.oneLine);

/**
 * The contact form (SPEC §3 contact message, §5 validation): the one rule
 * set of the browser's form and of the site's server, which checks every
 * lead again. Unknown fields are refused.
 */
export const contactFormSchema = z.strictObject(
  {
    name: requiredText(
      contactFormMessages.name,
      contactFormMessages.nameNotText,
      contactFieldLimits.name,
      contactFormMessages.nameTooLong,
    ).check(oneLine),
    email: text(contactFormMessages.emailRequired, contactFormMessages.emailNotText).check(
      z.trim(),
      z.maxLength(contactFieldLimits.email, contactFormMessages.emailTooLong),
      z.superRefine((value, ctx) => {
        const problem = emailProblem(value);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    company: requiredText(
      contactFormMessages.company,
      contactFormMessages.companyNotText,
      contactFieldLimits.company,
      contactFormMessages.companyTooLong,
    ).check(oneLine),
    // The select starts empty, so the field is a string until it is validated. Left out or not
    // text, it is a service that is not on the list all the same.
    service: z.pipe(
      z.string({ error: contactFormMessages.service }),
      z.enum(contactServices, { error: contactFormMessages.service }),
    ),
    message: requiredText(
      contactFormMessages.message,
      contactFormMessages.messageNotText,
      contactFieldLimits.message,
      contactFormMessages.messageTooLong,
    ),
  },
  // The object's own issues: a field it does not have, or a value that is not an object at all.
  { error: (issue) => (issue.code === 'unrecognized_keys' ? contactFormMessages.unknownField : contactFormMessages.notAForm) },
);

/** What the form holds while the visitor types. */
export type ContactFormValues = z.input<typeof contactFormSchema>;
/** A validated contact message. */
export type ContactMessage = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  service: '',
  message: '',
};

export type ContactFieldErrors = Partial<Record<keyof ContactFormValues | string, string>>;

/** A valid message (trimmed), or the first Spanish message for each field that is wrong, by field name. */
export function checkContactMessage(input: unknown): { message: ContactMessage } | { errors: ContactFieldErrors } {
  // A field left out gets its own Spanish message from the schema (its required one).
  const result = contactFormSchema.safeParse(input);
  if (result.success) return { message: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    // Every field the form does not have is named, not just the first.
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'formulario')];
    for (const field of fields) errors[field] ??= issue.message;
  }
  return { errors };
}
