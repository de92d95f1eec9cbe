import { requestIdHeader } from '../observability/logger';

/** A rights request as the CMS keeps it (api::privacy-request): never the token, only its SHA-256. */
export interface PrivacyRequestRecord {
  /** The form token's key: a repeat of the same form is the same request. */
  requestId: string;
  receivedAt: string;
  name: string;
  email: string;
  right: string;
  details?: string;
  tokenHash: string;
  tokenExpiresAt: string;
}

export type ConfirmResult = { status: 'confirmed'; dueAt: string | null } | { status: 'invalid' };

export interface PrivacyRequestStore {
  /** Stores a request; `repeat` when the CMS had this requestId already (it keeps the first). */
  create(record: PrivacyRequestRecord, timeoutMs: number): Promise<'created' | 'repeat'>;
  /** Confirms the request «Por confirmar» whose unexpired token has this hash (single use). */
  confirm(tokenHash: string, timeoutMs: number): Promise<ConfirmResult>;
}

/** A refusal that no retry will change (the CMS says the request itself is wrong). */
export class PrivacyRequestRejectedError extends Error {
  override name = 'PrivacyRequestRejectedError';
}

async function post(cmsOrigin: URL, token: string | undefined, route: string, data: unknown, timeoutMs: number): Promise<Response> {
  if (!token) throw new Error('CMS_LEADS_TOKEN no está configurado');
  return fetch(new URL(route, cmsOrigin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}`, ...requestIdHeader() },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * The privacy requests' two routes in Strapi, with the write-only leads token (it can create a
 * request and confirm one, and read nothing). Errors name the request's id, never its person.
 */
export function cmsPrivacyRequests(cmsOrigin: URL, token: string | undefined): PrivacyRequestStore {
  return {
    async create(record, timeoutMs) {
      const response = await post(cmsOrigin, token, '/api/privacy-requests', record, timeoutMs);
      await response.arrayBuffer();
      if (response.status === 201) return 'created';
      if (response.status === 200) return 'repeat';
      const message = `el CMS respondió ${response.status} al guardar la solicitud de privacidad ${record.requestId}`;
      throw response.status === 400 || response.status === 422 ? new PrivacyRequestRejectedError(message) : new Error(message);
    },
    async confirm(tokenHash, timeoutMs) {
      const response = await post(cmsOrigin, token, '/api/privacy-requests/confirm', { tokenHash }, timeoutMs);
      if (response.status === 404) {
        await response.arrayBuffer();
        return { status: 'invalid' };
      }
      if (!response.ok) {
        await response.arrayBuffer();
        throw new Error(`el CMS respondió ${response.status} al confirmar una solicitud de privacidad`);
      }
      const body = (await response.json().catch(() => null)) as { data?: { dueAt?: unknown } } | null;
      const dueAt = body?.data?.dueAt;
      return { status: 'confirmed', dueAt: typeof dueAt === 'string' ? dueAt : null };
    },
  };
}
