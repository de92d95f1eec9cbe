// @ts-check
// Redis for `npm run prod` (Debian's redis-server): the shell servers' shared state. Its data is
// kept in the topology's folder (append-only file), so a restart keeps the live remotes.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDebianPackages } from '../lib/debian-packages.mjs';
import { startProcess } from '../lib/processes.mjs';

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
  ensureDebianPackages([{ program: REDIS_SERVER, pkg: 'redis-server' }]);
  fs.mkdirSync(dir, { recursive: true });
  const redis = startProcess({
    name: 'Redis',
    command: REDIS_SERVER,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--dir', path.resolve(dir), '--appendonly', 'yes', '--save', '', '--protected-mode', 'yes'],
    logFile,
  });
  const deadline = Date.now() + 15_000;
  while (!(await redisAnswers(port))) {
    if (!redis.running()) throw new Error(`Redis se detuvo al iniciar (${redis.exitDescription()})${logFile ? `: ver ${logFile}` : ''}`);
    if (Date.now() > deadline) {
      await redis.stop();
      throw new Error(`Redis no respondió en 15 s${logFile ? `: ver ${logFile}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, process: redis, stop: () => redis.stop() };
}
