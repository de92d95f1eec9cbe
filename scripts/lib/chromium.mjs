// @ts-check
// Debian's Chromium, run so that it never reaches for the internet
// (docs/ARCHITECTURE.md §7): the e2e suite, the benchmark and Lighthouse share this.
import { readScriptEnv } from './script-config.mjs';

/** CHROME_PATH, or Debian's. */
export const CHROMIUM_PATH = readScriptEnv('browser').CHROME_PATH;

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Flags for playwright-core's launch (it adds its own headless switch). */
export const PLAYWRIGHT_ARGS = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'));
