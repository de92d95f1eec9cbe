import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { AssistantIcon, SendIcon } from './section-icons';
import { visuallyHidden } from '@mui/utils';

/** A message of a sample conversation (SPEC §3: type user or bot, text, optional status line). */
export interface ChatMessage {
  type: 'user' | 'bot';
  text: string;
  /** Small line under the bubble, e.g. 'Carta generada · PDF'. */
  status?: string;
}

export interface ChatMockUpProps {
  /** Who answers: shown in the phone's header. */
  assistantName: string;
  /** Line under the name. Default 'En línea'. */
  assistantStatus?: string;
  messages: ChatMessage[];
  /** Accessible name of the conversation. Default 'Conversación de ejemplo con {assistantName}'. */
  ariaLabel?: string;
  /** Text of the decorative input. Default 'Escribe tu mensaje…'. */
  inputPlaceholder?: string;
  /** Height of the conversation area in px (SPEC §9: 400). */
  chatHeight?: number;
}

export const CHAT_HEIGHT = 400;

/**
 * A phone showing a sample chat with the assistant. It is an illustration:
 * the input cannot be typed into (it is hidden from assistive technology),
 * while the conversation itself is readable and scrollable by keyboard.
 */
export function ChatMockUp({
  assistantName,
  assistantStatus = 'En línea',
  messages,
  ariaLabel,
  inputPlaceholder = 'Escribe tu mensaje…',
  chatHeight = CHAT_HEIGHT,
}: ChatMockUpProps) {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 380,
        mx: 'auto',
        p: 1.25,
        borderRadius: '44px',
        bgcolor: 'device.frame',
        boxShadow: (theme) => theme.customShadows.phone,
      }}
    >
      <Box sx={{ position: 'relative', overflow: 'hidden', borderRadius: '36px', bgcolor: 'background.paper', color: brandColors.ink }}>
        {/* Camera notch */}
        <Box aria-hidden sx={{ position: 'absolute', top: 8, left: '50%', transform: 'translateX(-50%)', width: 96, height: 22, borderRadius: 999, bgcolor: 'device.frame', zIndex: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, pt: 5, pb: 1.75, bgcolor: brandColors.blue, color: 'common.white' }}>
          <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: '50%', bgcolor: brandColors.orange, color: brandColors.ink }}>
            <AssistantIcon sx={{ fontSize: 24 }} />
          </Box>
          <div>
            <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {assistantName}
            </Typography>
            <Typography component="p" sx={{ fontSize: '0.8rem', color: 'onDark.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'dashboard.live' }} />
              {assistantStatus}
            </Typography>
          </div>
        </Box>
        <Box
          role="log"
          aria-label={ariaLabel ?? `Conversación de ejemplo con ${assistantName}`}
          tabIndex={0}
          data-testid="chat-conversation"
          sx={{
            height: chatHeight,
            overflowY: 'auto',
            px: 2,
            py: 2.5,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            bgcolor: 'surface.chat',
            '&:focus-visible': { outline: `3px solid ${brandColors.orange}`, outlineOffset: -3 },
          }}
        >
          {messages.map((message, index) => {
            const fromUser = message.type === 'user';
            return (
              <Box
                key={`${index}-${message.text.slice(0, 24)}`}
                data-message-type={message.type}
                sx={{ alignSelf: fromUser ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
              >
                <Box
                  sx={{
                    px: 1.75,
                    py: 1.25,
                    fontSize: '0.92rem',
                    lineHeight: 1.5,
                    whiteSpace: 'pre-line',
                    borderRadius: fromUser ? '18px 18px 4px 18px' : '18px 18px 18px 4px',
                    bgcolor: fromUser ? brandColors.blue : 'background.paper',
                    color: fromUser ? 'common.white' : brandColors.ink,
                    boxShadow: (theme) => fromUser ? 'none' : theme.customShadows.bubble,
                  }}
                >
                  <Box component="span" sx={visuallyHidden}>
                    {fromUser ? 'Tú: ' : `${assistantName}: `}
                  </Box>
                  {message.text}
                </Box>
                {message.status && (
                  <Typography
                    component="p"
                    sx={{ mt: 0.5, fontSize: '0.75rem', color: brandColors.grey, textAlign: fromUser ? 'right' : 'left' }}
                  >
                    {message.status}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
        {/* Decorative input: the mock-up is an illustration, not a working chat. */}
        <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1.5, borderTop: 1, borderColor: 'border.light' }}>
          <Box sx={{ flex: 1, px: 2, py: 1.1, borderRadius: 999, bgcolor: 'surface.chat', color: brandColors.grey, fontSize: '0.9rem' }}>
            {inputPlaceholder}
          </Box>
          <Box sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: '50%', bgcolor: brandColors.orange, color: brandColors.ink }}>
            <SendIcon sx={{ fontSize: 20 }} />
          </Box>
        </Box>
        <Box aria-hidden sx={{ width: 120, height: 5, borderRadius: 999, bgcolor: 'device.frame', mx: 'auto', mb: 1 }} />
      </Box>
    </Box>
  );
}
