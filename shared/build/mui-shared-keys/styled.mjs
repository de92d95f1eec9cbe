// @ts-check
// `../styles/styled.mjs` as MUI's components import it, taken from the shared theme runtime
// (MuiThemeBySharedKeysPlugin in ../rspack-config.mjs).
export { styled as default } from '@mui/material/styles';
