import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess, waitForHttp } from '../lib/processes.mjs';
import { StartupFailure, failureLine, lastLineOf, notReady, oneLine, runStartup, saveSubprocessOutput } from './startup-failure.mjs';

/** An execFileSync error as Node throws it: stdout and stderr as Buffers, the message several lines long. */
function execError() {
  try {
    execFileSync(process.execPath, ['-e', 'console.log("salida"); console.error("primera\\ninitdb: error: could not access directory \\"/x\\": Permission denied"); process.exit(1)'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return error;
  }
  throw new Error('the command should have failed');
}

/** What a line must never be: several lines, a stack frame, a Buffer printed byte by byte. @param {string} line */
function expectOneCleanLine(line) {
  expect(line).not.toMatch(/\n/);
  expect(line).not.toMatch(/^\s*at /m);
  expect(line).not.toMatch(/\bat .+:\d+:\d+/);
  expect(line).not.toMatch(/Buffer|Uint8Array|\d+,\s+\d+,\s+\d+/);
}

/** @type {string} */
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-failure-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('makes a message one line and finds the last thing a subprocess said', () => {
  expect(oneLine('uno\n  dos\r\ntres  ')).toBe('uno dos tres');
  expect(lastLineOf(Buffer.from('a\nb: Permission denied\n\n'))).toBe('b: Permission denied');
  expect(lastLineOf(undefined)).toBe('');
});

it('reports a StartupFailure by its own line, in Spanish, whatever caused it', () => {
  const failure = new StartupFailure('initdb no pudo crear el clúster\nen /x: mira .prod/logs/postgres.log.', { cause: execError() });
  expect(failureLine(failure)).toBe('initdb no pudo crear el clúster en /x: mira .prod/logs/postgres.log.');
});

it('reports an unforeseen error (an execFileSync error with Buffers) as one Spanish line naming where its detail went', async () => {
  /** @type {string[]} */
  const printed = [];
  const detailsFile = path.join(dir, 'logs/prod-error.log');
  const code = await runStartup(
    async () => {
      throw execError();
    },
    { detailsFile, print: (line) => printed.push(line) },
  );
  expect(code).toBe(1);
  expect(printed).toHaveLength(1);
  const line = printed[0] ?? '';
  expectOneCleanLine(line);
  expect(line).toMatch(/^npm run prod no pudo arrancar: Command failed: .*; el detalle está en .*prod-error\.log\. Corrige la causa/);
  // The file keeps the stack and the output as text.
  const details = fs.readFileSync(detailsFile, 'utf8');
  expect(details).toContain('Permission denied');
  expect(details).toMatch(/^\s+at /m);
  expect(details).not.toMatch(/Buffer|\d+,\s+\d+,\s+\d+/);
});

it('prints a StartupFailure as it is, with no file written, and says 0 when the start-up went through', async () => {
  /** @type {string[]} */
  const printed = [];
  const detailsFile = path.join(dir, 'logs/prod-error.log');
  const failing = () => Promise.reject(new StartupFailure('El puerto 8481 (PostgreSQL) ya está en uso: detén lo que lo ocupa.'));
  expect(await runStartup(failing, { detailsFile, print: (line) => printed.push(line) })).toBe(1);
  expect(printed).toEqual(['El puerto 8481 (PostgreSQL) ya está en uso: detén lo que lo ocupa.']);
  expect(fs.existsSync(detailsFile)).toBe(false);
  expect(await runStartup(async () => undefined, { detailsFile, print: (line) => printed.push(line) })).toBe(0);
  expect(printed).toHaveLength(1);
});

it('keeps what a failed subprocess printed in the log it names, as text', () => {
  const logFile = path.join(dir, 'logs/postgres.log');
  saveSubprocessOutput(logFile, 'initdb -D /x', execError());
  const text = fs.readFileSync(logFile, 'utf8');
  expect(text).toContain('initdb -D /x falló:');
  expect(text).toContain('salida');
  expect(text).toContain('initdb: error: could not access directory "/x": Permission denied');
});

it('says in Spanish that a server stopped before it was ready, and where its log is', async () => {
  const logFile = path.join(dir, 'server.log');
  const server = startProcess({ name: 'a server', command: process.execPath, args: ['-e', 'console.error("EADDRINUSE"); process.exit(3)'], logFile });
  const error = await waitForHttp('http://127.0.0.1:9/', { timeoutMs: 10_000, process: server }).catch((caught) => caught);
  const failure = notReady('El servidor de la shell a', error, { logFiles: [logFile], timeoutMs: 30_000 });
  expect(failure).toBeInstanceOf(StartupFailure);
  expectOneCleanLine(failure.message);
  expect(failure.message).toBe(`El servidor de la shell a se detuvo al iniciar (código de salida 3): mira ${logFile}.`);
});

it('says in Spanish that a server was not ready in time', async () => {
  const error = await waitForHttp('http://127.0.0.1:9/', { timeoutMs: 300 }).catch((caught) => caught);
  const failure = notReady('nginx', error, { logFiles: ['/x/nginx.log', '/x/error.log'], timeoutMs: 10_000, hint: 'su configuración es /x/nginx.conf' });
  expect(failure.message).toBe('nginx no estuvo listo en 10 s: mira /x/nginx.log y /x/error.log; su configuración es /x/nginx.conf.');
});
