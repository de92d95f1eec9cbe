// @ts-check
// Redis for `npm run prod` (Debian's redis-server): the shell servers' shared state. Its data is
// kept in the topology's folder (append-only file), so a restart keeps the live remotes.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDebianPackages } from '../lib/debian-packages.mjs';
import { startProcess } from '../lib/processes.mjs';
import { StartupFailure, exitInSpanish, messageOf, shownPath } from './startup-failure.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * @typedef {object} RunningRedis
 * @property {string} url            redis://127.0.0.1:<port>
 * @property {import('../lib/processes.mjs').ManagedProcess} process
 * @property {() => Promise<void>} stop
 */

/** Whether Redis answers PING on `port`. @param {number} port @returns {Promise<boolean>} */
export function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts Redis on loopback, its files in `dir`.
 * @param {{ dir: string, port: number, logFile?: string }} options
 * @returns {Promise<RunningRedis>}
 */
export async function startRedis({ dir, port, logFile }) {
  try {
    ensureDebianPackages([{ program: REDIS_SERVER, pkg: 'redis-server' }]);
  } catch (error) {
    throw new StartupFailure(messageOf(error), { cause: error });
  }
  fs.mkdirSync(dir, { recursive: true });
  const seeLog = logFile ? `: mira ${shownPath(logFile)}` : '';
  const redis = startProcess({
    name: 'Redis',
    command: REDIS_SERVER,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--dir', path.resolve(dir), '--appendonly', 'yes', '--save', '', '--protected-mode', 'yes'],
    logFile,
  });
  const deadline = Date.now() + 15_000;
  while (!(await redisAnswers(port))) {
    if (!redis.running()) {
      throw new StartupFailure(`Redis se detuvo al iniciar (${exitInSpanish(redis.exitDescription())})${seeLog}; si el fichero de datos de ${shownPath(dir)} está dañado, repáralo con redis-check-aof --fix o borra esa carpeta.`);
    }
    if (Date.now() > deadline) {
      await redis.stop();
      throw new StartupFailure(`Redis no respondió en 15 s en el puerto ${port}${seeLog}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, process: redis, stop: () => redis.stop() };
}
