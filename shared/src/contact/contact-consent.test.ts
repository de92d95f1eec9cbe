import { checkContactConsent, consentMessages } from './contact-consent';

describe('checkContactConsent', () => {
  it('records no consent for marketing unless the box was ticked', () => {
    expect(checkContactConsent({})).toEqual({ consent: { marketingConsent: false, policyVersion: null } });
    expect(checkContactConsent({ marketingConsent: false, policyVersion: '1.0' })).toEqual({ consent: { marketingConsent: false, policyVersion: '1.0' } });
    expect(checkContactConsent({ marketingConsent: true, policyVersion: '2026-12' })).toEqual({ consent: { marketingConsent: true, policyVersion: '2026-12' } });
  });

  it('reads the native checkbox: `si` when ticked, nothing otherwise', () => {
    expect(checkContactConsent({ marketingConsent: 'si' }, { native: true })).toEqual({ consent: { marketingConsent: true, policyVersion: null } });
    expect(checkContactConsent({ marketingConsent: undefined }, { native: true })).toEqual({ consent: { marketingConsent: false, policyVersion: null } });
  });

  it('never guesses a consent from anything else', () => {
    for (const value of ['si', 'true', 1, 'on', null, ['si']]) {
      expect(checkContactConsent({ marketingConsent: value })).toEqual({ errors: { marketingConsent: consentMessages.marketingConsent } });
    }
    expect(checkContactConsent({ marketingConsent: 'on' }, { native: true })).toEqual({ errors: { marketingConsent: consentMessages.marketingConsent } });
  });

  it('takes a version as the CMS keeps it, and refuses another', () => {
    expect(checkContactConsent({ policyVersion: '' })).toEqual({ consent: { marketingConsent: false, policyVersion: null } });
    for (const value of ['1.0 beta', 'x'.repeat(21), 3, ['1.0'], '<b>']) {
      expect(checkContactConsent({ policyVersion: value })).toEqual({ errors: { policyVersion: consentMessages.policyVersion } });
    }
  });
});
