import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paperSurface } from '@site/shared/ui/styles';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { ConsentLine } from './consent-line';
import { useServedFormState } from './served-form-state';

/** What the site's server hands a form it rendered (contact-form-state.ts, privacy-request-state.ts). */
export interface ServedFormStateOf<Values> {
  token: string;
  values?: Values;
  errors?: Partial<Record<keyof Values, string>>;
  failure?: string;
}

/** What a form's sending answers: sent, or the server's message and its message per field. */
export type FormSendResult = { ok: true } | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>>; formToken?: string };

/**
 * The setup the site's forms share: started from what the server rendered (so hydration changes
 * nothing), checked on submit then on every change with the rules the server checks again, and,
 * when sending fails, the server's message above the button and beside each field it names,
 * with nothing typed lost.
 */
export function useServedForm<Values extends FieldValues, Message, State extends ServedFormStateOf<Values>>(options: {
  stateKey: string;
  resolver: Resolver<Values, unknown, Message>;
  empty: Values;
}) {
  const served = useServedFormState<State>(options.stateKey);
  const form = useForm<Values, unknown, Message>({
    resolver: options.resolver,
    defaultValues: (served?.values ?? options.empty) as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(served?.failure ?? null);
  const [sending, setSending] = useState(false);
  // The server may hand a new token after a failure: the next try is then a new one.
  const [formToken, setFormToken] = useState(served?.token);
  const honeypot = useRef<HTMLInputElement>(null);
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  /** The anti-robot signals every send carries: the hidden field and how long the form was open. */
  const robotSignals = () => ({ website: honeypot.current?.value ?? '', elapsedMs: Date.now() - openedAt.current });

  /** Runs one send and shows what failed; true when it was sent. */
  const sendWith = async (send: () => Promise<FormSendResult>): Promise<boolean> => {
    setSending(true);
    setFailure(null);
    const result = await send();
    setSending(false);
    if (result.ok) return true;
    if (result.formToken) setFormToken(result.formToken);
    setFailure(result.message);
    for (const [field, error] of Object.entries(result.fieldErrors ?? {})) {
      if (field in options.empty && error) form.setError(field as Path<Values>, { message: error }, { shouldFocus: true });
    }
    return false;
  };

  return { served, form, failure, sending, formToken, honeypot, robotSignals, sendWith };
}

export interface ServedFormCardProps {
  id: string;
  /** Where the browser posts it itself, before or without its scripts. */
  action: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The form's card: its heading, the note on required fields, then its fields. */
export function ServedFormCard({ id, action, title, onSubmit, children }: ServedFormCardProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="form"
      id={id}
      action={action}
      method="post"
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      // The site's paper card, edged in the theme's divider grey rather than border.light.
      sx={{ ...paperSurface, borderColor: 'divider', p: { xs: 3, sm: 4 }, borderRadius: 3, boxShadow: (theme) => theme.customShadows.form }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        <span aria-hidden="true">* </span>Campos obligatorios
      </Typography>
      {children}
    </Box>
  );
}

export interface FormSubmitRowProps {
  failure: string | null;
  sending: boolean;
  /** The button's label while nothing is being sent. */
  label: string;
  /** The consent sentence, which ends with the policy's link. */
  consent: string;
}

/** What failed, then the submit button with the consent sentence beside it. */
export function FormSubmitRow({ failure, sending, label, consent }: FormSubmitRowProps) {
  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button type="submit" variant="contained" size="large" endIcon={<SendRounded />} loading={sending} loadingPosition="end" sx={{ px: 4 }}>
          {sending ? 'Enviando…' : label}
        </Button>
        <ConsentLine>{consent}</ConsentLine>
      </Box>
    </>
  );
}
