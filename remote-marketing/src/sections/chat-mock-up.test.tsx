import { render, screen, within } from '@testing-library/react';
import { ChatMockUp } from './chat-mock-up';
import { nth } from '../../../jest/render-in-router';

describe('ChatMockUp', () => {
  const messages = [
    { type: 'user' as const, text: 'Necesito un certificado de antigüedad.' },
    { type: 'bot' as const, text: 'Listo, aquí está tu certificado.', status: 'Documento generado · PDF' },
  ];

  it('shows the conversation in order, telling who speaks, with status lines', () => {
    render(<ChatMockUp assistantName="Nexo IA" messages={messages} />);
    const conversation = screen.getByRole('log', { name: 'Conversación de ejemplo con Nexo IA' });
    const bubbles = conversation.querySelectorAll('[data-message-type]');
    expect([...bubbles].map((bubble) => bubble.getAttribute('data-message-type'))).toEqual(['user', 'bot']);
    expect(nth(bubbles, 0)).toHaveTextContent('Tú: Necesito un certificado de antigüedad.');
    expect(nth(bubbles, 1)).toHaveTextContent('Nexo IA: Listo, aquí está tu certificado.');
    expect(within(nth(bubbles, 1) as HTMLElement).getByText('Documento generado · PDF')).toBeInTheDocument();
    expect(screen.getByText('En línea')).toBeInTheDocument();
  });

  it('has a 400 px conversation that scrolls by keyboard, and an input that is only decoration', () => {
    render(<ChatMockUp assistantName="Nexo IA" messages={messages} inputPlaceholder="Escribe aquí…" />);
    const conversation = screen.getByRole('log');
    expect(conversation).toHaveStyle({ height: '400px' });
    expect(conversation).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Escribe aquí…').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
