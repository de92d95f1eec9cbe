// Development only (npm run dev -w remote-<name>): a remote alone, on a small host page of its own
// served by its dev server. The async boundary lets the federation share scope start first.
void import('./standalone-app');
