import { createTheme } from '@mui/material/styles';
import { brandColors, customShadows, gradients, paletteTokens, radii } from './tokens';

export * from './tokens';

export const NAV_HEIGHT = 72;

export const theme = createTheme({
  palette: {
    primary: { main: brandColors.blue, contrastText: '#ffffff' },
    // White on #f19001 fails WCAG AA, so orange buttons carry dark text.
    secondary: { main: brandColors.orange, contrastText: brandColors.ink },
    text: { primary: brandColors.ink, secondary: brandColors.grey },
    background: { default: '#ffffff', paper: '#ffffff' },
    ...paletteTokens,
  },
  customShadows,
  gradients,
  radii,
  typography: {
    // The fallback face keeps the lines' size until the font arrives (font-fallback.css).
    fontFamily: '"Montserrat Variable", "Montserrat Fallback", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    h1: { fontSize: 'clamp(2rem, 4.5vw, 3.25rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.6rem, 3.2vw, 2.4rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: 'clamp(1.25rem, 2.2vw, 1.6rem)', fontWeight: 700 },
    h4: { fontSize: '1.2rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 650 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: NAV_HEIGHT + 16 },
        // Chromium gives native controls its own font (Arial here), and
        // ButtonBase, ListItemButton and native <button>s do not set one: the
        // catalogue's category list rendered in Arial. Every control takes the
        // page's font; MUI's own classes still set their size and weight.
        'button, input, select, textarea, optgroup': { fontFamily: 'inherit' },
        '.skip-link': {
          position: 'absolute',
          left: 16,
          top: -64,
          zIndex: 2000,
          padding: '10px 16px',
          borderRadius: 8,
          background: brandColors.blue,
          color: '#fff',
          fontWeight: 700,
        },
        '.skip-link:focus': { top: 12 },
        // InputBase's autofill keyframes, once for the page (InputBase's own, as MUI writes them):
        // injected by every field, each one's <Global> after the first found no server tag left
        // to adopt and inserted them again while hydrating.
        '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
        '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
      },
    },
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: radii.pill, paddingInline: 22 } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
