// @ts-check
// How `npm run prod` fails at start-up: one line in Spanish that says what failed and what to do, never a
// stack trace nor a subprocess's output dumped as bytes (an execFileSync error carries its stdout and stderr
// as Buffers, which Node prints byte by byte). What explains a failure in detail goes to the logs folder,
// and the line names the file.
import fs from 'node:fs';
import path from 'node:path';

/** A start-up failure whose message is the line to show: what failed and what to do. */
export class StartupFailure extends Error {
  /**
   * @param {string} message Spanish; made one line
   * @param {{ cause?: unknown }} [options]
   */
  constructor(message, options) {
    super(oneLine(message), options);
    this.name = 'StartupFailure';
  }
}

/**
 * An error's message (an Error of another realm too: a test's vm context), or the thing as text.
 * @param {unknown} error
 */
export function messageOf(error) {
  const message = /** @type {{ message?: unknown }} */ (error ?? {}).message;
  return typeof message === 'string' ? message : String(error);
}

/** Whether `error` is a StartupFailure (of this module's realm or another's). @param {unknown} error */
export function isStartupFailure(error) {
  return error instanceof StartupFailure || /** @type {{ name?: unknown }} */ (error ?? {}).name === 'StartupFailure';
}

/** Text as one line: line breaks and the blanks around them become one space. @param {string} text */
export function oneLine(text) {
  return String(text).replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/**
 * The last line that says something in a subprocess's output (a Buffer, a string or nothing): usually
 * why it failed ("initdb: error: could not access directory …: Permission denied").
 * @param {unknown} output
 */
export function lastLineOf(output) {
  const text = Buffer.isBuffer(output) ? output.toString('utf8') : typeof output === 'string' ? output : '';
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return lines.at(-1) ?? '';
}

/** A path as the user typed it from the checkout's root when it is inside it. @param {string} file */
export function shownPath(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** How a process ended, in Spanish ("exit code 1" → "código de salida 1"). @param {string} description */
export function exitInSpanish(description) {
  return description.replace(/^exit code /, 'código de salida ').replace(/^signal /, 'señal ');
}

/**
 * The failure of a server that did not become ready (scripts/lib/processes.mjs' waitForHttp error, or
 * the spawn's): it stopped, or stayed silent past its deadline. Its log says why.
 * @param {string} what  e.g. "Strapi", "El servidor de la shell a" (starts the sentence)
 * @param {unknown} error
 * @param {{ logFiles: string[], timeoutMs: number, hint?: string }} options `hint`: what to do besides reading the log
 */
export function notReady(what, error, { logFiles, timeoutMs, hint }) {
  const failed = /** @type {{ exited?: string, timedOut?: boolean }} */ (error ?? {});
  const how = failed.exited
    ? `se detuvo al iniciar (${exitInSpanish(failed.exited)})`
    : failed.timedOut
      ? `no estuvo listo en ${Math.round(timeoutMs / 1000)} s`
      : `no pudo arrancar (${oneLine(messageOf(error).split(/\r?\n/)[0] ?? '')})`;
  const logs = logFiles.map(shownPath).join(' y ');
  return new StartupFailure(`${what} ${how}: mira ${logs}${hint ? `; ${hint}` : ''}.`, { cause: error });
}

/**
 * Appends what a failed subprocess printed (an execFileSync or execSync error) to `logFile`, with the
 * command line, so that the one line can name the file instead of showing the output.
 * @param {string | undefined} logFile
 * @param {string} what   the command, as run
 * @param {unknown} error
 */
export function saveSubprocessOutput(logFile, what, error) {
  if (!logFile) return;
  const failed = /** @type {{ stdout?: unknown, stderr?: unknown }} */ (error ?? {});
  const text = (/** @type {unknown} */ output) => (Buffer.isBuffer(output) ? output.toString('utf8') : typeof output === 'string' ? output : '');
  const body = [text(failed.stdout), text(failed.stderr)].filter((part) => part.trim()).join('\n') || messageOf(error);
  try {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fs.appendFileSync(logFile, `\n[${new Date().toISOString()}] ${what} falló:\n${body.trimEnd()}\n`);
  } catch {
    // The line still says what failed; only the details are lost.
  }
}

/**
 * The one line that reports a start-up failure. A StartupFailure says it all; anything else is a defect
 * of these scripts or an error nobody foresaw: its first line, and where the whole of it was written.
 * @param {unknown} error
 * @param {{ detailsFile?: string }} [options] where the whole error (stack included) was saved
 * @returns {string}
 */
export function failureLine(error, { detailsFile } = {}) {
  if (isStartupFailure(error)) return /** @type {StartupFailure} */ (error).message;
  const first = oneLine(messageOf(error).split(/\r?\n/).find((line) => line.trim()) ?? '') || 'error desconocido';
  const where = detailsFile ? `; el detalle está en ${shownPath(detailsFile)}` : '';
  return `npm run prod no pudo arrancar: ${first}${where}. Corrige la causa y vuelve a ejecutarlo.`;
}

/**
 * Runs the start-up. On a failure: the whole error to `detailsFile` (an unforeseen one needs its stack,
 * in a file), one line to `print`, and the exit code to use (1); 0 when it started.
 * Whatever was already started is stopped by whoever started it (startProductionSite) before it throws.
 * @param {() => Promise<void>} start
 * @param {{ detailsFile?: string, print?: (line: string) => void }} [options]
 * @returns {Promise<number>}
 */
export async function runStartup(start, { detailsFile, print = (line) => console.error(line) } = {}) {
  try {
    await start();
    return 0;
  } catch (error) {
    let saved;
    if (detailsFile && !isStartupFailure(error)) {
      try {
        fs.mkdirSync(path.dirname(detailsFile), { recursive: true });
        fs.appendFileSync(detailsFile, `[${new Date().toISOString()}] ${describeForLog(error)}\n`);
        saved = detailsFile;
      } catch {
        saved = undefined;
      }
    }
    print(failureLine(error, { detailsFile: saved }));
    return 1;
  }
}

/** An error with its stack and its subprocess output as text (never Buffers), for a log file. @param {unknown} error */
function describeForLog(error) {
  const failed = /** @type {{ stdout?: unknown, stderr?: unknown, stack?: unknown }} */ (error ?? {});
  const outputs = ['stdout', 'stderr']
    .map((name) => [name, failed[/** @type {'stdout' | 'stderr'} */ (name)]])
    .filter(([, output]) => Buffer.isBuffer(output) || (typeof output === 'string' && output))
    .map(([name, output]) => `${name}:\n${Buffer.isBuffer(output) ? output.toString('utf8') : output}`);
  return [typeof failed.stack === 'string' ? failed.stack : messageOf(error), ...outputs].join('\n');
}
