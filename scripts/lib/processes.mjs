// @ts-check
// Starting, waiting for and stopping the site's server processes, one way for
// `npm start`, `npm run serve`, the bench and the end-to-end harness. Every wait
// has a deadline and its error names what was awaited and where the output went.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a process gets between SIGTERM and SIGKILL. */
export const STOP_GRACE_MS = 5_000;

/**
 * @typedef {object} StartOptions
 * @property {string} name what it is, for messages ("the shell's server", "the CMS")
 * @property {string} command
 * @property {string[]} [args]
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env] the whole environment (default: this process's)
 * @property {string} [logFile] its stdout and stderr, appended; default: inherited (shown in the terminal)
 * @property {boolean} [detached] outlive this process (the end-to-end servers, stopped by pid)
 */

/**
 * @typedef {object} ManagedProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {number} pid
 * @property {string | undefined} logFile
 * @property {() => boolean} running
 * @property {() => string} exitDescription e.g. "exit code 1", "signal SIGKILL"
 * @property {(graceMs?: number) => Promise<void>} stop SIGTERM, SIGKILL after the grace period; resolves once it exited
 */

/**
 * Starts a process whose output goes to a log file (or to this terminal).
 * @param {StartOptions} options
 * @returns {ManagedProcess}
 */
export function startProcess({ name, command, args = [], cwd, env = process.env, logFile, detached = false }) {
  const log = logFile ? fs.openSync(logFile, 'a') : 'inherit';
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log], detached });
  if (typeof log === 'number') fs.closeSync(log);
  if (child.pid === undefined) {
    // Its 'error' event (ENOENT, EACCES) comes next: unheard, it would crash this process with a stack.
    child.once('error', () => undefined);
    throw new Error(`${name} did not start (${command})`);
  }
  if (detached) child.unref();
  const pid = child.pid;
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    pid,
    logFile,
    running,
    exitDescription: () => (child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`),
    stop: async (graceMs = STOP_GRACE_MS) => {
      if (!running()) return;
      child.kill('SIGTERM');
      if (await settlesWithin(exited, graceMs)) return;
      child.kill('SIGKILL');
      if (!(await settlesWithin(exited, graceMs))) throw new Error(`${name} (pid ${pid}) did not exit after SIGKILL`);
    },
  };
}

/**
 * @param {Promise<unknown>} promise @param {number} ms
 * @returns {Promise<boolean>} whether it settled in time
 */
async function settlesWithin(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return /** @type {boolean} */ (await Promise.race([promise.then(() => true, () => true), timeout]));
  } finally {
    clearTimeout(timer);
  }
}

/** The last lines of a log file, for an error message. @param {string | undefined} file */
export function logTail(file, lines = 15) {
  if (!file) return '';
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** @param {ManagedProcess | undefined} owner */
function whereOutputIs(owner) {
  if (!owner) return '';
  if (!owner.logFile) return ' (its output is above)';
  const tail = logTail(owner.logFile);
  return ` (log: ${owner.logFile})${tail ? `\n--- last lines of ${owner.logFile} ---\n${tail}` : ''}`;
}

/**
 * @typedef {object} WaitOptions
 * @property {number} timeoutMs the deadline: past it, an error naming the URL (and the log)
 * @property {ManagedProcess} [process] the server being awaited: its exit fails the wait at once
 * @property {(response: Response) => boolean} [ready] default: a 2xx answer
 * @property {number} [intervalMs] between attempts (100)
 */

/**
 * Resolves once `url` answers as ready; each attempt is itself bounded. Its error says which way it
 * failed, for a caller's own message: `exited` (how the awaited process ended) or `timedOut`.
 * @param {string} url
 * @param {WaitOptions} options
 */
export async function waitForHttp(url, { timeoutMs, process: owner, ready = (response) => response.ok, intervalMs = 100 }) {
  const deadline = Date.now() + timeoutMs;
  /** What the last attempt got, for the error. */
  let last;
  for (;;) {
    if (owner && !owner.running()) {
      throw Object.assign(new Error(`${owner.name} stopped (${owner.exitDescription()}) before ${url} answered${whereOutputIs(owner)}`), {
        exited: owner.exitDescription(),
      });
    }
    const attemptMs = Math.max(250, Math.min(5_000, deadline - Date.now()));
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(attemptMs) });
      await response.arrayBuffer();
      if (ready(response)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    if (Date.now() >= deadline) {
      const who = owner ? `${owner.name}: ` : '';
      throw Object.assign(new Error(`${who}${url} was not ready within ${Math.round(timeoutMs / 1000)} s (last: ${last})${whereOutputIs(owner)}`), {
        timedOut: true,
      });
    }
    await sleep(intervalMs);
  }
}

/**
 * Whether anything answers HTTP at `url` within `timeoutMs` (any status).
 * @param {string} url
 * @param {{ timeoutMs?: number, ready?: (response: Response) => boolean }} [options]
 */
export async function isAnswering(url, { timeoutMs = 2_000, ready = () => true } = {}) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return ready(response);
  } catch {
    return false;
  }
}

/**
 * Resolves once nothing answers at `url` any more (a server stopped).
 * @param {string} url @param {{ timeoutMs: number }} options
 */
export async function waitUntilClosed(url, { timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  while (await isAnswering(url, { timeoutMs: 1_000 })) {
    if (Date.now() >= deadline) throw new Error(`${url} still answers ${Math.round(timeoutMs / 1000)} s after its server was stopped`);
    await sleep(100);
  }
}

/**
 * Fails at once, with a message that says what to do, when another process holds the port,
 * instead of starting a server that dies on EADDRINUSE (or waiting on one that is not ours).
 * @param {number} port
 * @param {string} what the server that wanted it
 */
export async function assertPortFree(port, what) {
  // Listening on the wildcard address conflicts with a listener on any of the machine's
  // addresses (the CMS listens on 127.0.0.1 only, the site's servers on all).
  const problem = await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code ?? error.message));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
  if (problem === 'EADDRINUSE') {
    throw new Error(
      `Port ${port} is already taken, so ${what} cannot listen there: stop what holds it (\`ss -ltnp 'sport = :${port}'\`) ` +
        'or move this run with SITE_PORT_BASE.',
    );
  }
  if (problem) throw new Error(`Port ${port} cannot be used for ${what}: ${problem}`);
}

/** Whether a pid is a live process (a zombie waiting for its parent counts as gone). @param {number} pid */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Linux: the state is the field after the command's closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * Stops a process known only by its pid (started detached by another process, as the
 * end-to-end servers are): SIGTERM, SIGKILL after the grace period, and waits until it is gone.
 * @param {number} pid
 * @param {{ name?: string, graceMs?: number }} [options]
 */
export async function stopPid(pid, { name = `process ${pid}`, graceMs = STOP_GRACE_MS } = {}) {
  for (const [signal, waitMs] of /** @type {const} */ ([['SIGTERM', graceMs], ['SIGKILL', graceMs]])) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await sleep(50);
    }
  }
  throw new Error(`${name} (pid ${pid}) did not exit after SIGKILL`);
}
