import { siteConfig } from '@site/shared/config';

/** What the forms' server needs of the privacy policy in force (read from the CMS by the app). */
export interface PolicyFacts {
  /** The version a lead records when its form did not say. */
  version: string;
  /** Where a person may write instead (and what the confirmation e-mail names). */
  privacyEmail: string;
  /** The legal deadline to answer a confirmed request, in days. */
  requestDeadlineDays: number;
}

/** The policy as the server reads it now: null while it cannot (the CMS down with nothing kept, nothing published). */
export type ReadPolicyFacts = () => Promise<PolicyFacts | null>;

/** Without a policy to read: the site's contact address, and the policy's default deadline. */
export const fallbackPolicyFacts = { privacyEmail: siteConfig.contactEmail, requestDeadlineDays: 30 } as const;

/** How long a form's answer waits for the server's own read of the policy. */
export const POLICY_READ_BUDGET_MS = 1_000;

/** The policy, or null when it cannot be read within the budget: a slow CMS never holds a form. */
export async function policyWithin(read: ReadPolicyFacts, budgetMs = POLICY_READ_BUDGET_MS): Promise<PolicyFacts | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([read().catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
