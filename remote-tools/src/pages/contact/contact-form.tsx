import { zodResolver } from '@hookform/resolvers/zod';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { ContactFormField } from './contact-form-field';
import {
  contactFormSchema,
  emptyContactForm,
  type ContactFormValues,
  type ContactMessage,
} from '@site/shared/contact';
import { contactServices } from '@site/shared/contact';

/** The anchor /contacto#contact-form scrolls to. */
export const CONTACT_FORM_ID = 'contact-form';

export interface ContactFormProps {
  /** Receives a valid message; the form clears itself afterwards. */
  onValidSubmit: (message: ContactMessage) => void;
}

/**
 * The contact form: validated on submit, then again on every change, so
 * errors disappear as the visitor fixes them and nothing typed is lost.
 */
export function ContactForm({ onValidSubmit }: ContactFormProps) {
  const { control, handleSubmit, reset } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit((message) => {
    onValidSubmit(message);
    reset(emptyContactForm);
  });

  return (
    <Box
      component="form"
      id={CONTACT_FORM_ID}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void submit(event)}
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 12px 32px rgba(0, 88, 151, 0.08)',
      }}
    >
      <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Cuéntanos sobre tu proyecto
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        <span aria-hidden="true">* </span>Campos obligatorios
      </Typography>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ContactFormField control={control} name="name" label="Nombre" autoComplete="name" />
        <ContactFormField
          control={control}
          name="email"
          label="Email corporativo"
          type="email"
          autoComplete="email"
          hint="Por favor, utiliza tu email corporativo"
        />
        <ContactFormField control={control} name="company" label="Empresa" autoComplete="organization" />
        <ContactFormField control={control} name="service" label="Servicio de interés" select>
          <option value="" disabled>
            Selecciona una opción
          </option>
          {contactServices.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </ContactFormField>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ContactFormField control={control} name="message" label="Mensaje" multiline rows={4} />
        </Box>
      </Box>

      <Button type="submit" variant="contained" size="large" endIcon={<SendRounded />} sx={{ mt: 3, px: 4 }}>
        Enviar mensaje
      </Button>
    </Box>
  );
}
