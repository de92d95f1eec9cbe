// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs when it
// loads. Import this before react-router-dom in tests (imports run in order).
// Better moved into jest/setup-unit.ts, where it would serve every workspace.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
