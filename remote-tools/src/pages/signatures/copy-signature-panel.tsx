import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useReplayedTaps } from '@site/shared/hydration';
import type { FocusEvent } from 'react';
import { useCopyHtml } from './use-copy-html';

function selectAll(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
  event.target.select();
}

/**
 * The copy button, its confirmation and, when the browser refuses the
 * clipboard, the code itself to copy by hand.
 */
export function CopySignaturePanel({ html }: { html: string }) {
  const { status, copy } = useCopyHtml();
  const copySignature = () => void copy(html);
  // A tap before the page hydrated copies, once it has, the signature shown by then.
  const replayedTaps = useReplayedTaps(copySignature);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<ContentCopyRounded />}
          {...replayedTaps}
          onClick={copySignature}
        >
          Copiar código HTML
        </Button>
        {/* Always present so screen readers announce the confirmation. */}
        <Typography
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: 'success.dark' }}
        >
          {status === 'copied' && (
            <>
              <CheckCircleRounded aria-hidden fontSize="small" />
              ¡Código HTML copiado!
            </>
          )}
        </Typography>
      </Box>

      {status === 'failed' && (
        <>
          <Alert severity="warning">
            No pudimos copiar automáticamente. Selecciona el código de abajo y cópialo con Ctrl+C (⌘+C en Mac).
          </Alert>
          <TextField
            label="Código HTML de la firma"
            value={html}
            multiline
            minRows={6}
            maxRows={14}
            fullWidth
            onFocus={selectAll}
            slotProps={{
              input: { sx: { fontFamily: 'monospace', fontSize: '0.8rem' } },
              htmlInput: { readOnly: true, spellCheck: false },
            }}
          />
        </>
      )}
    </Box>
  );
}
