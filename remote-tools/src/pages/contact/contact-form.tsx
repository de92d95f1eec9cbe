import { zodResolver } from '@hookform/resolvers/zod';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { ConsentLine } from '../../components/consent-line';
import { FormField } from '../../components/form-field';
import { Honeypot } from '../../components/honeypot';
import { MarketingConsentBox } from '../../components/marketing-consent-box';
import { useServedPrivacyPolicy } from '../../components/served-privacy-policy';
import type { ContactExtras, ContactSendResult } from './send-contact-message';
import { paperSurface } from '@site/shared/ui/styles';

/** The anchor /contacto#contact-form scrolls to. */
export const CONTACT_FORM_ID = 'contact-form';

export interface ContactFormProps {
  /** Sends a valid message; on success the form clears itself and `onSent` runs. */
  send: (message: ContactMessage, extras: ContactExtras) => Promise<ContactSendResult>;
  onSent: () => void;
}

/**
 * The contact form: validated on submit, then again on every change, so
 * errors disappear as the visitor fixes them, and sent to the site's server,
 * which checks it with the same rules. Nothing typed is lost when sending
 * fails: the server's message per field, or one line above the button.
 */
/** The state the server rendered the form with (contact-form-state.ts), when it did. */
function useServerFormState(): ContactFormState | undefined {
  const fallback: Record<string, unknown> | undefined = useSWRConfig().fallback;
  return fallback?.[CONTACT_FORM_STATE_KEY] as ContactFormState | undefined;
}

export function ContactForm({ send, onSent }: ContactFormProps) {
  const served = useServerFormState();
  const { control, handleSubmit, reset, setError } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: served?.values ?? emptyContactForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(served?.failure ?? null);
  const [sending, setSending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const [marketingConsent, setMarketingConsent] = useState(served?.marketingConsent === true);
  const policyVersion = useServedPrivacyPolicy()?.version;
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  const sendValid = async (message: ContactMessage) => {
    setSending(true);
    setFailure(null);
    const result = await send(message, {
      website: honeypot.current?.value ?? '',
      elapsedMs: Date.now() - openedAt.current,
      page: window.location.pathname,
      formToken: served?.token,
      marketingConsent,
      policyVersion,
    });
    setSending(false);
    if (result.ok) {
      reset(emptyContactForm);
      setMarketingConsent(false);
      onSent();
      return;
    }
    setFailure(result.message);
    for (const [field, error] of Object.entries(result.fieldErrors ?? {})) {
      if (field in emptyContactForm && error) setError(field as keyof ContactFormValues, { message: error }, { shouldFocus: true });
    }
  };

  return (
    <Box
      component="form"
      id={CONTACT_FORM_ID}
      // Without JavaScript (or before it runs) the browser posts the form itself, to the server's
      // own handler of it (shell/server/leads/contact-form-post.ts); a form sent back opens at itself.
      action={paths.contactForm}
      method="post"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void handleSubmit(sendValid)(event)}
      // The site's paper card, edged in the theme's divider grey rather than border.light.
      sx={{ ...paperSurface, borderColor: 'divider', p: { xs: 3, sm: 4 }, borderRadius: 3, boxShadow: (theme) => theme.customShadows.form }}
    >
      <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Cuéntanos sobre tu proyecto
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        <span aria-hidden="true">* </span>Campos obligatorios
      </Typography>

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
      {served && <input type="hidden" name={CONTACT_TOKEN_FIELD} value={served.token} />}
      {policyVersion && <input type="hidden" name={POLICY_VERSION_FIELD} value={policyVersion} />}

      {failure && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {failure}
        </Alert>
      )}

      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button type="submit" variant="contained" size="large" endIcon={<SendRounded />} loading={sending} loadingPosition="end" sx={{ px: 4 }}>
          {sending ? 'Enviando…' : 'Enviar mensaje'}
        </Button>
        <ConsentLine>Usaremos tus datos para responder a tu solicitud y contactarte sobre ella, como explica nuestra</ConsentLine>
      </Box>
    </Box>
  );
}
