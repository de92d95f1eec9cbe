import { zodResolver } from '@hookform/resolvers/zod';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
import { paperSurface } from '@site/shared/ui/styles';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsentLine } from '../../components/consent-line';
import { FormField } from '../../components/form-field';
import { Honeypot } from '../../components/honeypot';
import { useServedFormState } from '../../components/served-form-state';
import type { PrivacyRequestExtras, PrivacyRequestSendResult } from './send-privacy-request';

export const PRIVACY_REQUEST_FORM_ID = 'privacy-request-form';

export interface PrivacyRequestFormProps {
  send: (request: PrivacyRequestMessage, extras: PrivacyRequestExtras) => Promise<PrivacyRequestSendResult>;
  onSent: () => void;
}

const fieldNames = Object.keys(emptyPrivacyRequest);

/**
 * The rights request form: checked on submit, then on every change, with the rules the server
 * checks again, and sent as JSON once hydrated. Before (or without) its scripts the browser posts
 * it itself to the server's own door (POST /privacidad/solicitud), which sends it back filled in
 * with a message per field when something is wrong. Nothing typed is lost when sending fails.
 */
export function PrivacyRequestForm({ send, onSent }: PrivacyRequestFormProps) {
  const served = useServedFormState<PrivacyRequestFormState>(PRIVACY_REQUEST_STATE_KEY);
  const { control, handleSubmit, setError } = useForm<PrivacyRequestValues, unknown, PrivacyRequestMessage>({
    resolver: zodResolver(privacyRequestSchema),
    defaultValues: served?.values ?? emptyPrivacyRequest,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(served?.failure ?? null);
  const [sending, setSending] = useState(false);
  // The server may hand a new token after a failure: the next try is then a new request.
  const [formToken, setFormToken] = useState(served?.token);
  const honeypot = useRef<HTMLInputElement>(null);
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  const sendValid = async (request: PrivacyRequestMessage) => {
    setSending(true);
    setFailure(null);
    const result = await send(request, { website: honeypot.current?.value ?? '', elapsedMs: Date.now() - openedAt.current, formToken });
    setSending(false);
    if (result.ok) {
      onSent();
      return;
    }
    if (result.formToken) setFormToken(result.formToken);
    setFailure(result.message);
    for (const [field, error] of Object.entries(result.fieldErrors ?? {})) {
      if (fieldNames.includes(field) && error) setError(field as keyof PrivacyRequestValues, { message: error }, { shouldFocus: true });
    }
  };

  return (
    <Box
      component="form"
      id={PRIVACY_REQUEST_FORM_ID}
      action={paths.privacyRequest}
      method="post"
      noValidate
      aria-labelledby="privacy-request-title"
      onSubmit={(event) => void handleSubmit(sendValid)(event)}
      sx={{ ...paperSurface, borderColor: 'divider', p: { xs: 3, sm: 4 }, borderRadius: 3, boxShadow: (theme) => theme.customShadows.form }}
    >
      <Typography id="privacy-request-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Tu solicitud
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        <span aria-hidden="true">* </span>Campos obligatorios
      </Typography>

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

      {failure && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {failure}
        </Alert>
      )}

      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button type="submit" variant="contained" size="large" endIcon={<SendRounded />} loading={sending} loadingPosition="end" sx={{ px: 4 }}>
          {sending ? 'Enviando…' : 'Enviar solicitud'}
        </Button>
        <ConsentLine>Usaremos estos datos solo para confirmar y responder tu solicitud, como explica nuestra</ConsentLine>
      </Box>
    </Box>
  );
}
