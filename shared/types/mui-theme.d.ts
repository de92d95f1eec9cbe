// Brings the theme's module augmentation (custom palette entries,
// customShadows, gradients, radii: shared/src/theme/tokens.ts) into every
// app's type-check, also in files that never import the theme.
import type {} from '../src/theme/tokens';
