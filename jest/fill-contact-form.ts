import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface ContactFormInput {
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
}

/** Fills the contact form the way a visitor does: typing, choosing, pasting. */
export async function fillContactForm(user: UserEvent, values: ContactFormInput): Promise<void> {
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), values.name);
  await user.type(screen.getByRole('textbox', { name: 'Email corporativo' }), values.email);
  await user.type(screen.getByRole('textbox', { name: 'Empresa' }), values.company);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Servicio de interés' }), values.service);
  // Long texts are pasted: typing them key by key only slows the tests down.
  await user.click(screen.getByRole('textbox', { name: 'Mensaje' }));
  await user.paste(values.message);
}
