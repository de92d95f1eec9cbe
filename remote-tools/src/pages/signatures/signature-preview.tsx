import Box from '@mui/material/Box';

export interface SignaturePreviewProps {
  /** Output of buildSignatureHtml: every text in it is already escaped. */
  html: string;
  label: string;
}

/**
 * Shows the signature exactly as the copied HTML renders, in the e-mail-safe
 * font it carries (Arial): the one place of the site not in the theme's font
 * (`data-email-preview`, which the fonts end-to-end test leaves out).
 */
export function SignaturePreview({ html, label }: SignaturePreviewProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      data-email-preview=""
      sx={{
        p: { xs: 2.5, sm: 4 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflowX: 'auto',
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
