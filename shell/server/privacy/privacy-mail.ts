import { siteConfig } from '@site/shared/config';
import { escapeHtml } from '../escape-html';
import type { LeadMail } from '../leads/lead-mail';

/** No line break can reach a header, whatever the rules upstream let through. */
const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** «48 horas», «1 hora», «3 días». */
export function lifetimeText(ms: number): string {
  const hours = Math.max(1, Math.round(ms / 3_600_000));
  if (hours % 24 === 0 && hours >= 72) return `${hours / 24} días`;
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

export interface ConfirmationMailInput {
  from: string;
  to: string;
  name: string;
  right: string;
  link: string;
  lifetimeMs: number;
  /** The legal deadline to answer, from the policy (days after the confirmation). */
  deadlineDays: number;
  privacyEmail: string;
}

/**
 * The e-mail that asks the person to confirm their rights request: a link with the single-use
 * token, valid for the token's lifetime. Nothing is done with a request until it is confirmed, so
 * nobody can ask for another person's data in their name.
 */
export function confirmationMail({ from, to, name, right, link, lifetimeMs, deadlineDays, privacyEmail }: ConfirmationMailInput): LeadMail {
  const brand = siteConfig.brandName;
  const lifetime = lifetimeText(lifetimeMs);
  const deadline = deadlineDays === 1 ? '1 día corrido' : `${deadlineDays} días corridos`;
  const text = [
    `Hola, ${oneLine(name)}:`,
    '',
    `Recibimos en el sitio de ${brand} una solicitud de ${right.toLowerCase()} sobre tus datos personales.`,
    `Para que la atendamos, confírmala en las próximas ${lifetime} abriendo este enlace y pulsando «Confirmar solicitud»:`,
    '',
    link,
    '',
    `Una vez confirmada, la responderemos en un plazo de ${deadline}.`,
    'Si no hiciste esta solicitud, ignora este correo: sin tu confirmación no haremos nada.',
    '',
    `Dudas: ${privacyEmail}`,
    brand,
  ].join('\n');
  const html = [
    '<!DOCTYPE html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<p>Hola, ${escapeHtml(oneLine(name))}:</p>`,
    `<p>Recibimos en el sitio de ${escapeHtml(brand)} una solicitud de <strong>${escapeHtml(right.toLowerCase())}</strong> sobre tus datos personales.`,
    ` Para que la atendamos, confírmala en las próximas ${escapeHtml(lifetime)}:</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#005897;color:#ffffff;border-radius:6px;text-decoration:none">Revisar y confirmar mi solicitud</a></p>`,
    `<p style="font-size:13px;color:#4b5563">Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>`,
    `<p>Una vez confirmada, la responderemos en un plazo de ${escapeHtml(deadline)}.</p>`,
    '<p>Si no hiciste esta solicitud, ignora este correo: sin tu confirmación no haremos nada.</p>',
    `<p style="color:#6b7280;font-size:12px">Dudas: ${escapeHtml(privacyEmail)} · ${escapeHtml(brand)}</p>`,
    '</body></html>',
  ].join('');
  return { from, to: oneLine(to), replyTo: privacyEmail, subject: `Confirma tu solicitud de privacidad en ${brand}`, text, html };
}
