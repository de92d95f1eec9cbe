import type { Lead } from '../leads/lead';
import type { LeadDelivery } from '../leads/lead-delivery';

/** For the endpoints' tests: a delivery that keeps what it accepts, and can be made to fail once. */
export function recordingDelivery(): { delivery: LeadDelivery; accepted: Lead[]; failNext: () => void } {
  const accepted: Lead[] = [];
  let fail = false;
  const delivery: LeadDelivery = {
    async accept(lead) {
      if (fail) {
        fail = false;
        throw new Error('disco lleno');
      }
      accepted.push(lead);
      return 'stored';
    },
    run: async () => undefined,
    pending: async () => 0,
    stop: async () => undefined,
  };
  return { delivery, accepted, failNext: () => (fail = true) };
}
