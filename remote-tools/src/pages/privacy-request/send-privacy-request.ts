import { PRIVACY_REQUEST_API, type PrivacyRequestFieldErrors, type PrivacyRequestMessage } from '@site/shared/privacy';

/** What the form adds to its fields: its anti-robot signals and its token. */
export interface PrivacyRequestExtras {
  website: string;
  elapsedMs: number;
  /** The token the server rendered into the form: the request's id, so a retry is one request. */
  formToken?: string;
}

export type PrivacyRequestSendResult =
  | { ok: true }
  | {
      ok: false;
      message: string;
      fieldErrors?: PrivacyRequestFieldErrors;
      /** A new token from the server: the next try is a new request (the last one was not e-mailed). */
      formToken?: string;
    };

const NETWORK_FAILURE = 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo: lo que escribiste sigue aquí.';

function textOf(data: unknown, field: string): string | null {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Sends a rights request to the site's server (POST /api/privacidad/solicitud). Success means it
 * is stored and its confirmation link e-mailed; a refusal comes back with the server's Spanish
 * message and, for wrong fields, one message per field.
 */
export async function sendPrivacyRequest(request: PrivacyRequestMessage, extras: PrivacyRequestExtras): Promise<PrivacyRequestSendResult> {
  try {
    const { default: axios } = await import('axios');
    const response = await axios.post<unknown>(PRIVACY_REQUEST_API, { ...request, ...extras }, {
      timeout: 30_000,
      validateStatus: () => true,
      headers: { 'Content-Type': 'application/json' },
    });
    if (response.status === 201 || response.status === 200) return { ok: true };
    const message = textOf(response.data, 'message');
    if (response.status === 422) {
      const errors = (response.data as { errors?: PrivacyRequestFieldErrors }).errors ?? {};
      return { ok: false, message: message ?? 'Revisa los campos marcados.', fieldErrors: errors };
    }
    if (message && (response.status === 429 || response.status >= 500)) {
      return { ok: false, message, formToken: textOf(response.data, 'formToken') ?? undefined };
    }
    return { ok: false, message: NETWORK_FAILURE };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}
