import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useServedPrivacyPolicy } from '@site/shared/cms/served-privacy-policy';
import {
  CONTACT_FORM_STATE_KEY,
  CONTACT_TOKEN_FIELD,
  contactFormSchema,
  contactServices,
  emptyContactForm,
  POLICY_VERSION_FIELD,
  type ContactFormState,
  type ContactFormValues,
  type ContactMessage,
} from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Honeypot } from '../../components/honeypot';
import { MarketingConsentBox } from '../../components/marketing-consent-box';
import { FormSubmitRow, ServedFormCard, useServedForm } from '../../components/served-form';
import type { ContactExtras, ContactSendResult } from './send-contact-message';

/** The anchor /contacto#contact-form scrolls to. */
export const CONTACT_FORM_ID = 'contact-form';

export interface ContactFormProps {
  /** Sends a valid message; on success the form clears itself and `onSent` runs. */
  send: (message: ContactMessage, extras: ContactExtras) => Promise<ContactSendResult>;
  onSent: () => void;
}

/**
 * The contact form: validated on submit, then again on every change, so errors disappear as the
 * visitor fixes them, and sent to the site's server, which checks it with the same rules. Without
 * JavaScript (or before it runs) the browser posts it itself, to the server's own handler of it
 * (shell/server/leads/contact-form-post.ts); a form sent back opens at itself. Nothing typed is
 * lost when sending fails: the server's message per field, or one line above the button.
 */
export function ContactForm({ send, onSent }: ContactFormProps) {
  const { served, form, failure, sending, formToken, honeypot, robotSignals, sendWith } = useServedForm<
    ContactFormValues,
    ContactMessage,
    ContactFormState
  >({ stateKey: CONTACT_FORM_STATE_KEY, resolver: zodResolver(contactFormSchema), empty: emptyContactForm });
  const { control, handleSubmit, reset } = form;
  const [marketingConsent, setMarketingConsent] = useState(served?.marketingConsent === true);
  const policyVersion = useServedPrivacyPolicy()?.version;

  const sendValid = async (message: ContactMessage) => {
    const sent = await sendWith(() =>
      send(message, { ...robotSignals(), page: window.location.pathname, formToken, marketingConsent, policyVersion }),
    );
    if (!sent) return;
    reset(emptyContactForm);
    setMarketingConsent(false);
    onSent();
  };

  return (
    <ServedFormCard
      id={CONTACT_FORM_ID}
      action={paths.contactForm}
      title="Cuéntanos sobre tu proyecto"
      onSubmit={(event) => void handleSubmit(sendValid)(event)}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField control={control} idPrefix="contact" name="name" label="Nombre" autoComplete="name" serverError={served?.errors?.name} />
        <FormField
          control={control}
          idPrefix="contact"
          name="email"
          label="Email corporativo"
          serverError={served?.errors?.email}
          type="email"
          autoComplete="email"
          hint="Por favor, utiliza tu email corporativo"
        />
        <FormField control={control} idPrefix="contact" name="company" label="Empresa" autoComplete="organization" serverError={served?.errors?.company} />
        <FormField control={control} idPrefix="contact" name="service" label="Servicio de interés" select serverError={served?.errors?.service}>
          <option value="" disabled>
            Selecciona una opción
          </option>
          {contactServices.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </FormField>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormField control={control} idPrefix="contact" name="message" label="Mensaje" multiline rows={4} serverError={served?.errors?.message} />
        </Box>
      </Box>

      {/* Optional and apart from the request: unticked unless the person ticks it. */}
      <MarketingConsentBox checked={marketingConsent} onChange={setMarketingConsent} />

      <Honeypot inputRef={honeypot} idPrefix="contact" />
      {formToken && <input type="hidden" name={CONTACT_TOKEN_FIELD} value={formToken} />}
      {policyVersion && <input type="hidden" name={POLICY_VERSION_FIELD} value={policyVersion} />}

      <FormSubmitRow
        failure={failure}
        sending={sending}
        label="Enviar mensaje"
        consent="Usaremos tus datos para responder a tu solicitud y contactarte sobre ella, como explica nuestra"
      />
    </ServedFormCard>
  );
}
