import { escapeHtml } from '../escape-html';
import type { Lead } from './lead';

/** One notification to the sales staff about a lead. */
export interface LeadMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}


/** No line break can reach a header, whatever the rules upstream let through. */
const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Santiago' }).format(
    new Date(iso),
  );
}

/**
 * The staff's notification of a lead: plain text and HTML with every value
 * escaped, Reply-To the visitor so answering reaches them directly.
 */
export function leadMail(lead: Lead, { from, to, siteUrl }: { from: string; to: string; siteUrl: string }): LeadMail {
  const rows: Array<[string, string]> = [
    ['Nombre', lead.name],
    ['Email', lead.email],
    ['Empresa', lead.company],
    ['Servicio', lead.service],
    ['Recibido', formatDate(lead.receivedAt)],
    ['Página', new URL(lead.page, siteUrl).href],
  ];
  const text = [
    'Nuevo contacto desde el sitio web.',
    '',
    ...rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
    '',
    'Mensaje:',
    lead.message,
    '',
    `Id: ${lead.leadId}`,
    'Responde este correo para escribirle directamente.',
  ].join('\n');
  const html = [
    '<!DOCTYPE html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">',
    '<h1 style="font-size:20px;color:#005897">Nuevo contacto desde el sitio web</h1>',
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left" style="color:#4b5563">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<h2 style="font-size:16px">Mensaje</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p style="color:#6b7280;font-size:12px">Id: ${escapeHtml(lead.leadId)}. Responde este correo para escribirle directamente.</p>`,
    '</body></html>',
  ].join('');
  return {
    from,
    to,
    replyTo: oneLine(lead.email),
    subject: oneLine(`Nuevo contacto: ${lead.service} · ${lead.company}`).slice(0, 200),
    text,
    html,
  };
}
