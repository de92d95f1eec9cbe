// Development only (npm run dev -w remote-<name>): a remote alone, on a small host page of its own
// served by its dev server. The async boundary lets the federation share scope start first.
// The site's font, as the shell's page has it.
import '@site/shared/theme/fonts';

void import('./standalone-app');
