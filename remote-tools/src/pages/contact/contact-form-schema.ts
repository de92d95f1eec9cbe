// zod/mini: the same validation as zod, about a tenth of the bytes in the bundle.
import * as z from 'zod/mini';
import { siteConfig } from '@site/shared/config';
import { contactServices } from './contact-services';

// Local part of letters, digits and . _ % + -; a domain of dot-separated
// labels; a top-level part of two or more letters (SPEC §5).
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@((?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})$/;

/** Joins ['a', 'b', 'c'] as 'a, b ni c' for the free-mail message. */
function listWithNi(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ni ${items[items.length - 1] ?? ''}`;
}

export const contactFormMessages = {
  name: 'Ingresa tu nombre',
  emailRequired: 'Ingresa tu email corporativo',
  emailInvalid: 'Ingresa un email válido, por ejemplo nombre@empresa.cl',
  emailFreeMail: `Usa un email corporativo: no aceptamos ${listWithNi(siteConfig.blockedEmailDomains)}`,
  company: 'Ingresa el nombre de tu empresa',
  service: 'Selecciona un servicio',
  message: 'Cuéntanos en qué podemos ayudarte',
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

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** The contact form (SPEC §3 contact message, §5 validation). */
export const contactFormSchema = z.object({
  name: requiredText(contactFormMessages.name),
  email: z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const problem = emailProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
  company: requiredText(contactFormMessages.company),
  // The select starts empty, so the field is a string until it is validated.
  service: z.pipe(z.string(), z.enum(contactServices, { error: contactFormMessages.service })),
  message: requiredText(contactFormMessages.message),
});

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
