import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_REQUEST_STATE_KEY, privacyRequestMessages, privacyRights, type PrivacyRequestFormState } from '@site/shared/privacy';
import { SWRConfig } from 'swr';
import { PrivacyRequestForm, type PrivacyRequestFormProps } from './privacy-request-form';
import type { PrivacyRequestSendResult } from './send-privacy-request';

jest.setTimeout(20_000);

type Send = PrivacyRequestFormProps['send'];

function renderForm(results: PrivacyRequestSendResult[] = [{ ok: true }], state?: PrivacyRequestFormState) {
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>(async () => results.shift() ?? { ok: true });
  const onSent = jest.fn();
  const user = userEvent.setup({ delay: null });
  const form = <PrivacyRequestForm send={send} onSent={onSent} />;
  render(state ? <SWRConfig value={{ fallback: { [PRIVACY_REQUEST_STATE_KEY]: state } }}>{form}</SWRConfig> : form);
  const fields = {
    name: screen.getByRole('textbox', { name: 'Nombre' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    right: screen.getByRole('combobox', { name: 'Derecho que quieres ejercer' }),
    details: screen.getByRole('textbox', { name: 'Detalles (opcional)' }),
  };
  const fill = async () => {
    await user.type(fields.name, 'Ana Pérez');
    await user.type(fields.email, 'ana@gmail.com');
    await user.selectOptions(fields.right, 'Acceso');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  return { user, send, onSent, fields, fill, submit };
}

describe('PrivacyRequestForm', () => {
  it('asks for the name, the e-mail and the right; the details are optional', () => {
    const { fields } = renderForm();
    expect(fields.name).toBeRequired();
    expect(fields.email).toBeRequired();
    expect(fields.right).toBeRequired();
    expect(fields.details).not.toBeRequired();
    const options = within(fields.right).getAllByRole('option').filter((option) => option.getAttribute('value') !== '').map((option) => option.textContent);
    expect(options).toEqual([...privacyRights]);
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  it('shows a Spanish message under each missing field and sends nothing', async () => {
    const { submit, send } = renderForm();
    await submit();
    expect(await screen.findByText(privacyRequestMessages.name)).toBeInTheDocument();
    expect(screen.getByText(privacyRequestMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(privacyRequestMessages.right)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('takes any valid address (a free-mail one too) and sends the request with its signals', async () => {
    const { fill, submit, send, onSent } = renderForm();
    await fill();
    await submit();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Ana Pérez', email: 'ana@gmail.com', right: 'Acceso', details: '' }, { website: '', elapsedMs: expect.any(Number), formToken: undefined });
  });

  it('keeps what was typed and shows the server’s message per field', async () => {
    const { fill, submit, onSent, fields } = renderForm([{ ok: false, message: 'Revisa los campos marcados.', fieldErrors: { email: privacyRequestMessages.emailInvalid } }]);
    await fill();
    await submit();
    expect(await screen.findByText(privacyRequestMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(fields.email).toHaveValue('ana@gmail.com');
    expect(fields.name).toHaveValue('Ana Pérez');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('takes the new token the server hands after a failure, so the next try is a new request', async () => {
    const { fill, submit, send, onSent } = renderForm(
      [{ ok: false, message: 'No pudimos enviarte el correo de confirmación en este momento.', formToken: 'ficha-nueva' }, { ok: true }],
      { token: 'ficha-primera' },
    );
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos enviarte el correo de confirmación');
    expect(screen.getByRole('form').querySelector('input[name="formToken"]')).toHaveValue('ficha-nueva');
    await submit();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send.mock.calls.map(([, extras]) => extras.formToken)).toEqual(['ficha-primera', 'ficha-nueva']);
  });
});

describe('PrivacyRequestForm without JavaScript', () => {
  it('is a real form the browser posts to the server, with the token it rendered and a honeypot', () => {
    renderForm([], { token: 'ficha-firmada' });
    const form = screen.getByRole('form', { name: 'Tu solicitud' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/privacidad/solicitud');
    expect(form.querySelector('input[type="hidden"][name="formToken"]')).toHaveValue('ficha-firmada');
    for (const name of ['name', 'email', 'right', 'details', 'website']) expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
    expect(document.getElementById('privacy-website')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('comes back with what was typed and the server’s Spanish message beside each field', () => {
    const { fields } = renderForm([], {
      token: 'ficha-firmada',
      values: { name: 'Ana', email: 'ana@', right: '', details: 'Mis datos' },
      errors: { email: privacyRequestMessages.emailInvalid, right: privacyRequestMessages.right },
      failure: 'Revisa los campos marcados.',
    });
    expect(fields.email).toHaveValue('ana@');
    expect(fields.email).toHaveAccessibleDescription(privacyRequestMessages.emailInvalid);
    expect(fields.right).toHaveAccessibleDescription(privacyRequestMessages.right);
    expect(fields.details).toHaveValue('Mis datos');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
  });
});
