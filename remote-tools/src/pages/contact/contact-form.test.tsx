import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privacyPolicyQuery } from '@site/shared/cms';
import { CONTACT_FORM_STATE_KEY, contactServices, type ContactFormState } from '@site/shared/contact';
import { SWRConfig } from 'swr';
import { fillContactForm } from '../../../../jest/fill-contact-form';
import { ContactForm, type ContactFormProps } from './contact-form';
import type { ContactSendResult } from './send-contact-message';

// Rendering MUI fields on every keystroke is slow on a busy 2-core machine.
jest.setTimeout(20_000);

function renderForm(result: ContactSendResult = { ok: true }) {
  const onValidSubmit = jest.fn<Promise<ContactSendResult>, Parameters<ContactFormProps['send']>>(async () => result);
  const onSent = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<ContactForm send={onValidSubmit} onSent={onSent} />);
  const fields = {
    name: screen.getByRole('textbox', { name: 'Nombre' }),
    email: screen.getByRole('textbox', { name: 'Email corporativo' }),
    company: screen.getByRole('textbox', { name: 'Empresa' }),
    service: screen.getByRole('combobox', { name: 'Servicio de interés' }),
    message: screen.getByRole('textbox', { name: 'Mensaje' }),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
  return { user, onValidSubmit, onSent, fields, submit };
}

const typed = {
  name: 'Ana Pérez',
  email: 'ana.perez@empresa.cl',
  company: 'Retail Sur',
  service: 'Tecnología Lift & Learn',
  message: 'Queremos probar lift and learn en una tienda.',
} as const;

describe('ContactForm', () => {
  it('marks the five fields as required and explains the asterisk', () => {
    const { fields } = renderForm();
    for (const field of Object.values(fields)) expect(field).toBeRequired();
    expect(screen.getByText('Campos obligatorios')).toBeInTheDocument();
    expect(screen.getByText('Por favor, utiliza tu email corporativo')).toBeInTheDocument();
    expect(fields.message).toHaveAttribute('rows', '4');
  });

  it('lists exactly the seven services', () => {
    const { fields } = renderForm();
    const options = within(fields.service)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value') !== '')
      .map((option) => option.textContent);
    // The list itself is pinned to the specification in shared/src/contact/contact-rules.test.ts.
    expect(options).toEqual(contactServices);
  });

  it('shows an error under every empty field and sends nothing', async () => {
    const { fields, submit, onValidSubmit } = renderForm();
    await submit();

    expect(await screen.findByText('Ingresa tu nombre')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu email corporativo')).toBeInTheDocument();
    expect(screen.getByText('Ingresa el nombre de tu empresa')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un servicio')).toBeInTheDocument();
    expect(screen.getByText('Cuéntanos en qué podemos ayudarte')).toBeInTheDocument();
    for (const field of Object.values(fields)) expect(field).toBeInvalid();
    expect(fields.name).toHaveFocus();
    expect(onValidSubmit).not.toHaveBeenCalled();
  });

  it('refuses a free-mail address and keeps everything typed', async () => {
    const { user, fields, submit, onValidSubmit } = renderForm();
    await fillContactForm(user, {
      name: 'Ana Pérez',
      email: 'ana@gmail.com',
      company: 'Retail Sur',
      service: 'Medición de Audiencia',
      message: 'Queremos medir el tráfico de 12 tiendas.',
    });
    await submit();

    expect(
      await screen.findByText('Usa un email corporativo: no aceptamos gmail.com, hotmail.com, yahoo.com ni outlook.com'),
    ).toBeInTheDocument();
    expect(fields.email).toBeInvalid();
    expect(fields.email).toHaveFocus();
    expect(fields.name).toBeValid();
    expect(onValidSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('form')).toHaveFormValues({
      name: 'Ana Pérez',
      email: 'ana@gmail.com',
      company: 'Retail Sur',
      service: 'Medición de Audiencia',
      message: 'Queremos medir el tráfico de 12 tiendas.',
    });
  });

  it('re-validates on change once submitted, so a fixed field loses its error', async () => {
    const { user, fields, submit } = renderForm();
    await user.type(fields.email, 'ana@empresa');
    await submit();
    expect(await screen.findByText('Ingresa un email válido, por ejemplo nombre@empresa.cl')).toBeInTheDocument();

    await user.type(fields.email, '.cl');
    await waitFor(() =>
      expect(screen.queryByText('Ingresa un email válido, por ejemplo nombre@empresa.cl')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Por favor, utiliza tu email corporativo')).toBeInTheDocument();
    expect(fields.email).toBeValid();
  });

  it('sends a valid message with its anti-robot signals, clears the form and says it was sent', async () => {
    const { user, submit, onValidSubmit, onSent } = renderForm();
    await fillContactForm(user, typed);
    await submit();

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onValidSubmit).toHaveBeenCalledWith(typed, { website: '', elapsedMs: expect.any(Number), page: '/', marketingConsent: false });
    expect(screen.getByRole('form')).toHaveFormValues({ name: '', email: '', company: '', service: '', message: '' });
    expect(screen.queryByText('Ingresa tu nombre')).not.toBeInTheDocument();
  });

  it('shows the server’s message beside each field it refuses, and keeps everything typed', async () => {
    const { user, fields, submit, onSent } = renderForm({
      ok: false,
      message: 'Revisa los campos marcados.',
      fieldErrors: { company: 'Escríbelo en una sola línea' },
    });
    await fillContactForm(user, typed);
    await submit();

    expect(await screen.findByText('Escríbelo en una sola línea')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(fields.company).toBeInvalid();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('form')).toHaveFormValues(typed);
  });

  it('says in Spanish when it could not send, keeps the values and sends again on the next try', async () => {
    const failure = 'No pudimos enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo: lo que escribiste sigue aquí.';
    const { user, submit, onValidSubmit, onSent } = renderForm({ ok: false, message: failure });
    await fillContactForm(user, typed);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(screen.getByRole('form')).toHaveFormValues(typed);
    expect(onSent).not.toHaveBeenCalled();

    onValidSubmit.mockResolvedValueOnce({ ok: true });
    await submit();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says beside the button, in one sentence, what the data is used for, and links the privacy policy', () => {
    renderForm();
    const button = screen.getByRole('button', { name: 'Enviar mensaje' });
    const link = screen.getByRole('link', { name: 'Política de privacidad' });
    expect(link).toHaveAttribute('href', '/privacidad');
    const sentence = link.closest('p');
    expect(sentence).toHaveTextContent('Usaremos tus datos para responder a tu solicitud y contactarte sobre ella, como explica nuestra Política de privacidad.');
    // Beside the button: the two share a row.
    expect(sentence?.parentElement).toBe(button.parentElement);
  });

  describe('the marketing e-mails box', () => {
    const box = () => screen.getByRole('checkbox', { name: /Quiero recibir por email novedades/ });

    it('is optional and unticked: a message sent without touching it records no consent', async () => {
      const { user, submit, onValidSubmit } = renderForm();
      expect(box()).not.toBeChecked();
      expect(box()).not.toBeRequired();
      expect(box()).toHaveAccessibleName(/opcional/);
      await fillContactForm(user, typed);
      await submit();
      await waitFor(() => expect(onValidSubmit).toHaveBeenCalledTimes(1));
      expect(onValidSubmit.mock.calls[0]?.[1]).toMatchObject({ marketingConsent: false });
    });

    it('sends the consent when ticked, and is unticked again once the message is sent', async () => {
      const { user, submit, onValidSubmit, onSent } = renderForm();
      await fillContactForm(user, typed);
      await user.click(box());
      expect(box()).toBeChecked();
      await submit();
      await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
      expect(onValidSubmit.mock.calls[0]?.[1]).toMatchObject({ marketingConsent: true });
      expect(box()).not.toBeChecked();
    });

    it('posts `marketingConsent=si` natively only when ticked', async () => {
      const { user } = renderForm();
      expect(screen.getByRole('form')).toHaveFormValues({ marketingConsent: false });
      await user.click(box());
      expect(box()).toHaveAttribute('name', 'marketingConsent');
      expect(box()).toHaveAttribute('value', 'si');
    });
  });

  it('has a honeypot field no visitor reaches', () => {
    renderForm();
    const honeypot = document.getElementById('contact-website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('ContactForm without JavaScript', () => {
  function renderServed(state: ContactFormState) {
    const onValidSubmit = jest.fn<Promise<ContactSendResult>, Parameters<ContactFormProps['send']>>(async () => ({ ok: true }));
    const user = userEvent.setup({ delay: null });
    render(
      <SWRConfig value={{ fallback: { [CONTACT_FORM_STATE_KEY]: state } }}>
        <ContactForm send={onValidSubmit} onSent={jest.fn()} />
      </SWRConfig>,
    );
    return { user, onValidSubmit };
  }

  it('is a real form the browser can post itself, carrying the token the server rendered', () => {
    renderServed({ token: 'ficha-firmada' });
    const form = screen.getByRole('form', { name: 'Cuéntanos sobre tu proyecto' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contacto#contact-form');
    expect(form.querySelector('input[type="hidden"][name="formToken"]')).toHaveValue('ficha-firmada');
    for (const name of ['name', 'email', 'company', 'service', 'message', 'website']) expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
  });

  it('shows what the visitor sent and the server\'s message beside each field, until the field changes', async () => {
    const { user } = renderServed({
      token: 'ficha-firmada',
      values: { ...typed, email: 'ana@gmail.com' },
      errors: { email: 'Usa un email corporativo: no aceptamos gmail.com' },
      failure: 'Revisa los campos marcados.',
    });
    const email = screen.getByRole('textbox', { name: 'Email corporativo' });
    expect(email).toHaveValue('ana@gmail.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Usa un email corporativo: no aceptamos gmail.com');
    expect(screen.getByRole('textbox', { name: 'Empresa' })).toHaveValue(typed.company);
    expect(screen.getByText('Revisa los campos marcados.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ana@retailsur.cl');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the token with the JSON post too, so a retry after a native post stores one lead', async () => {
    const { user, onValidSubmit } = renderServed({ token: 'ficha-firmada', values: typed });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(onValidSubmit).toHaveBeenCalled());
    expect(onValidSubmit.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ formToken: 'ficha-firmada' }));
  });

  it('carries the policy version the server read for the page, hidden, and sends it with the JSON post', async () => {
    const policy = { version: '2.1', title: 'Política de privacidad' };
    const onValidSubmit = jest.fn<Promise<ContactSendResult>, Parameters<ContactFormProps['send']>>(async () => ({ ok: true }));
    const user = userEvent.setup({ delay: null });
    render(
      <SWRConfig value={{ fallback: { [CONTACT_FORM_STATE_KEY]: { token: 'ficha-firmada', values: typed }, [privacyPolicyQuery.key]: policy } }}>
        <ContactForm send={onValidSubmit} onSent={jest.fn()} />
      </SWRConfig>,
    );
    expect(screen.getByRole('form').querySelector('input[type="hidden"][name="policyVersion"]')).toHaveValue('2.1');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(onValidSubmit).toHaveBeenCalled());
    expect(onValidSubmit.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ policyVersion: '2.1', marketingConsent: false }));
  });

  it('has no version to send when the server could not read the policy (the server stamps its own)', () => {
    renderServed({ token: 'ficha-firmada' });
    expect(screen.getByRole('form').querySelector('[name="policyVersion"]')).toBeNull();
  });

  it('comes back with the box as the person left it', () => {
    renderServed({ token: 'ficha-firmada', values: typed, marketingConsent: true });
    expect(screen.getByRole('checkbox', { name: /novedades/ })).toBeChecked();
  });
});
