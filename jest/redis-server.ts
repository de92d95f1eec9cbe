import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { ensureDebianPackages } from '../scripts/lib/debian-packages.mjs';
import { REDIS_SERVER, redisAnswers } from '../scripts/prod/redis.mjs';

// A real Redis for the server tests of the fleet's shared state (Debian's, installed when missing).

export interface TestRedis {
  url: string;
  port: number;
  /** Stops it (an outage); `start` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startTestRedis(): Promise<TestRedis> {
  ensureDebianPackages([{ program: REDIS_SERVER, pkg: 'redis-server' }]);
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await redisAnswers(port)); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
