// @ts-check
// `../styles/useTheme.mjs` as MUI's components import it, taken from the shared theme runtime
// (MuiThemeBySharedKeysPlugin in ../rspack-config.mjs).
export { useTheme as default } from '@mui/material/styles';
