import type { ContactFieldErrors, ContactMessage } from '@site/shared/contact';

/** What the form adds to the five fields: its anti-robot signals and where it was sent from. */
export interface ContactExtras {
  /** The hidden field people never fill in. */
  website: string;
  /** How long the form was open before it was sent. */
  elapsedMs: number;
  page: string;
  /** The token the server rendered into the form: the lead's key, so a retry stores it once. */
  formToken?: string;
  /** Whether the box for marketing e-mails was ticked. */
  marketingConsent: boolean;
  /** The privacy policy's version the page showed (none: the server stamps the one in force). */
  policyVersion?: string;
}

export type ContactSendResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors?: ContactFieldErrors };

const NETWORK_FAILURE =
  'No pudimos enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo: lo que escribiste sigue aquí.';

function serverMessage(data: unknown): string | null {
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * Sends a lead to the site's server (POST /api/contact). Success means it is
 * stored; a refusal comes back with the server's Spanish message and, for
 * invalid fields, one message per field.
 */
export async function sendContactMessage(message: ContactMessage, extras: ContactExtras): Promise<ContactSendResult> {
  try {
    // Loaded when a message is sent, not with the page: most visitors read the form before sending it.
    const { default: axios } = await import('axios');
    const response = await axios.post<unknown>(
      '/api/contact',
      { ...message, ...extras },
      { timeout: 15_000, validateStatus: () => true, headers: { 'Content-Type': 'application/json' } },
    );
    if (response.status === 201 || response.status === 200) return { ok: true };
    const text = serverMessage(response.data);
    if (response.status === 422) {
      const errors = (response.data as { errors?: ContactFieldErrors }).errors ?? {};
      return { ok: false, message: text ?? 'Revisa los campos marcados.', fieldErrors: errors };
    }
    if (response.status === 429 && text) return { ok: false, message: text };
    return { ok: false, message: response.status >= 500 && text ? `${text} Lo que escribiste sigue aquí.` : NETWORK_FAILURE };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}
