import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { CONTACT_TOKEN_FIELD } from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import {
  emptyPrivacyRequest,
  PRIVACY_REQUEST_STATE_KEY,
  privacyRequestSchema,
  privacyRights,
  type PrivacyRequestFormState,
  type PrivacyRequestMessage,
  type PrivacyRequestValues,
} from '@site/shared/privacy';
import { FormField } from '../../components/form-field';
import { Honeypot } from '../../components/honeypot';
import { FormSubmitRow, ServedFormCard, useServedForm } from '../../components/served-form';
import type { PrivacyRequestExtras, PrivacyRequestSendResult } from './send-privacy-request';

export const PRIVACY_REQUEST_FORM_ID = 'privacy-request-form';

export interface PrivacyRequestFormProps {
  send: (request: PrivacyRequestMessage, extras: PrivacyRequestExtras) => Promise<PrivacyRequestSendResult>;
  onSent: () => void;
}

/**
 * The rights request form: checked on submit, then on every change, with the rules the server
 * checks again, and sent as JSON once hydrated. Before (or without) its scripts the browser posts
 * it itself to the server's own door (POST /privacidad/solicitud), which sends it back filled in
 * with a message per field when something is wrong. Nothing typed is lost when sending fails.
 */
export function PrivacyRequestForm({ send, onSent }: PrivacyRequestFormProps) {
  const { served, form, failure, sending, formToken, honeypot, robotSignals, sendWith } = useServedForm<
    PrivacyRequestValues,
    PrivacyRequestMessage,
    PrivacyRequestFormState
  >({ stateKey: PRIVACY_REQUEST_STATE_KEY, resolver: zodResolver(privacyRequestSchema), empty: emptyPrivacyRequest });
  const { control, handleSubmit } = form;

  const sendValid = async (request: PrivacyRequestMessage) => {
    if (await sendWith(() => send(request, { ...robotSignals(), formToken }))) onSent();
  };

  return (
    <ServedFormCard
      id={PRIVACY_REQUEST_FORM_ID}
      action={paths.privacyRequest}
      title="Tu solicitud"
      onSubmit={(event) => void handleSubmit(sendValid)(event)}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField control={control} idPrefix="privacy" name="name" label="Nombre" autoComplete="name" serverError={served?.errors?.name} />
        <FormField
          control={control}
          idPrefix="privacy"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          hint="El email con el que nos escribiste: ahí te llegará el enlace para confirmar"
          serverError={served?.errors?.email}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormField control={control} idPrefix="privacy" name="right" label="Derecho que quieres ejercer" select serverError={served?.errors?.right}>
            <option value="" disabled>
              Selecciona una opción
            </option>
            {privacyRights.map((right) => (
              <option key={right} value={right}>
                {right}
              </option>
            ))}
          </FormField>
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormField
            control={control}
            idPrefix="privacy"
            name="details"
            label="Detalles (opcional)"
            required={false}
            multiline
            rows={4}
            hint="Por ejemplo, qué dato quieres corregir. No incluyas datos sensibles."
            serverError={served?.errors?.details}
          />
        </Box>
      </Box>

      <Honeypot inputRef={honeypot} idPrefix="privacy" />
      {formToken && <input type="hidden" name={CONTACT_TOKEN_FIELD} value={formToken} />}

      <FormSubmitRow
        failure={failure}
        sending={sending}
        label="Enviar solicitud"
        consent="Usaremos estos datos solo para confirmar y responder tu solicitud, como explica nuestra"
      />
    </ServedFormCard>
  );
}
