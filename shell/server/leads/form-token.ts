import crypto from 'node:crypto';

/** What a form token says: when the form was served, and the lead's key (one lead per key). */
export interface FormTokenClaims {
  issuedAt: number;
  key: string;
}

const sign = (secret: string, payload: string) => crypto.createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The contact form's token, made when the server renders the form: the time it was served (the
 * minimum fill time is measured from it, in the form without JavaScript too) and a random key that
 * becomes the lead's id, so a retry of the same form never stores a second lead. Signed with the
 * server's secret: a robot can neither age a token nor make one up.
 */
export function createFormToken(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${crypto.randomUUID()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a token this server (or one with the same secret) signed; null for anything else. */
export function readFormToken(secret: string, token: unknown): FormTokenClaims | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [issued, key, signature, ...rest] = token.split('.');
  if (!issued || !key || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, `${issued}.${key}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const issuedAt = parseInt(issued, 36);
  return Number.isFinite(issuedAt) ? { issuedAt, key } : null;
}
