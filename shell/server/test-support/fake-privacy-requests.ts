import type { LeadMail } from '../leads/lead-mail';
import type { Mailer } from '../leads/lead-delivery';
import type { PrivacyRequestRecord, PrivacyRequestStore } from '../privacy/cms-privacy-requests';

/** For the doors' tests: the CMS's privacy requests as its two routes behave, and a mail server, each able to fail. */
export interface FakePrivacyRequests {
  store: PrivacyRequestStore;
  mailer: Mailer;
  /** What the CMS holds, by requestId (with whether it is confirmed). */
  records: Map<string, PrivacyRequestRecord & { status: 'Por confirmar' | 'Confirmada' }>;
  mails: LeadMail[];
  cmsDown: boolean;
  mailDown: boolean;
}

export function fakePrivacyRequests(): FakePrivacyRequests {
  const fake: FakePrivacyRequests = {
    records: new Map(),
    mails: [],
    cmsDown: false,
    mailDown: false,
    store: {
      async create(record) {
        if (fake.cmsDown) throw new Error('el CMS respondió 503 al guardar la solicitud de privacidad');
        if (fake.records.has(record.requestId)) return 'repeat';
        fake.records.set(record.requestId, { ...record, status: 'Por confirmar' });
        return 'created';
      },
      async confirm(tokenHash) {
        if (fake.cmsDown) throw new Error('el CMS respondió 503 al confirmar una solicitud de privacidad');
        const found = [...fake.records.values()].find(
          (record) => record.status === 'Por confirmar' && record.tokenHash === tokenHash && Date.parse(record.tokenExpiresAt) > Date.now(),
        );
        if (!found) return { status: 'invalid' };
        found.status = 'Confirmada';
        found.tokenHash = '';
        return { status: 'confirmed', dueAt: new Date(Date.now() + 30 * 86_400_000).toISOString() };
      },
    },
    mailer: {
      async send(mail) {
        // A real mail server's refusal names the recipient: the logs must not carry it.
        if (fake.mailDown) throw Object.assign(new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected`), { code: 'EENVELOPE' });
        fake.mails.push(mail);
      },
    },
  };
  return fake;
}
