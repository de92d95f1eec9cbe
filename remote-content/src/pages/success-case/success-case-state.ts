import type { SuccessCase } from '@site/shared/cms';

/** What the list passes along to the detail page in the history entry. */
export interface SuccessCaseState {
  successCase: SuccessCase;
}

/** The passed case when it is the one the URL names (history state can be stale or foreign). */
export function passedCase(state: unknown, id: number): SuccessCase | null {
  if (typeof state !== 'object' || state === null || !('successCase' in state)) return null;
  const candidate = (state as { successCase: unknown }).successCase;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const successCase = candidate as SuccessCase;
  return successCase.id === id && typeof successCase.title === 'string' && Array.isArray(successCase.outstandingMedia)
    ? successCase
    : null;
}

/** The route's id as the CMS's numeric id, or null for anything else. */
export function caseIdFromRoute(param: string | undefined): number | null {
  return param !== undefined && /^\d+$/.test(param) ? Number(param) : null;
}
