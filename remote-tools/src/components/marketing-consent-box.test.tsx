import { useState } from 'react';
import { serverHtml } from '../../../jest/server-html';
import { MarketingConsentBox } from './marketing-consent-box';

/** The box as the contact form holds it, with what its state says beside it. */
function Form() {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <MarketingConsentBox checked={checked} onChange={setChecked} />
      <output>{checked ? 'con consentimiento' : 'sin consentimiento'}</output>
    </>
  );
}

/** The server's HTML, the box ticked or not before the scripts run, then hydration. */
async function hydrateWith(ticked: boolean) {
  const page = serverHtml(<Form />);
  const box = page.container.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) throw new Error('sin casilla');
  if (ticked) box.checked = true;
  await page.hydrate();
  return { box, state: page.container.querySelector('output')?.textContent };
}

describe('MarketingConsentBox', () => {
  it('is served unticked and posts `si` under its name', async () => {
    const { box, state } = await hydrateWith(false);
    expect(box).toHaveAttribute('name', 'marketingConsent');
    expect(box).toHaveAttribute('value', 'si');
    expect(box.checked).toBe(false);
    expect(state).toBe('sin consentimiento');
  });

  it('keeps a tick made before hydration, in the box and in the state the form sends', async () => {
    const { box, state } = await hydrateWith(true);
    expect(box.checked).toBe(true);
    expect(state).toBe('con consentimiento');
  });
});
