import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type AppName = 'shell' | 'marketing' | 'content' | 'catalogue' | 'tools';

export const repoRoot = path.resolve(__dirname, '../..');
export const stateDir = path.join(repoRoot, 'e2e/.tmp');
const pidFile = path.join(stateDir, 'servers.json');
/** Runtime remote configuration the shell re-reads on every /env.js request. */
export const remotesFile = path.join(stateDir, 'remotes.json');

/** SITE_PORT_BASE moves the whole site, as in scripts/serve.mjs. */
const portBase = Number(process.env.SITE_PORT_BASE ?? 8080);
export const ports: Record<AppName, number> = {
  shell: portBase,
  marketing: portBase + 1,
  content: portBase + 2,
  catalogue: portBase + 3,
  tools: portBase + 4,
};
export const SITE = `http://localhost:${ports.shell}`;

async function isAnswering(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitUntilAnswering(url: string, timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} no respondió en ${timeoutMs} ms`);
}

async function waitUntilClosed(url: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} sigue respondiendo`);
}

function readPids(): Partial<Record<string, number>> {
  return fs.existsSync(pidFile) ? (JSON.parse(fs.readFileSync(pidFile, 'utf8')) as Record<string, number>) : {};
}

function writePid(key: string, pid: number | undefined): void {
  const pids = readPids();
  if (pid === undefined) delete pids[key];
  else pids[key] = pid;
  fs.writeFileSync(pidFile, JSON.stringify(pids));
}

function healthUrl(name: AppName, port: number): string {
  return name === 'shell' ? `http://localhost:${port}/env.js` : `http://localhost:${port}/mf-manifest.json`;
}

/** Starts one app as its own process, the way it is deployed: alone. */
export async function startApp(name: AppName, options: { port?: number; dir?: string; key?: string } = {}): Promise<void> {
  const port = options.port ?? ports[name];
  if (await isAnswering(healthUrl(name, port))) return;
  const spec = [name, String(port), ...(options.dir ? [options.dir] : [])].join(':');
  fs.mkdirSync(stateDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts/serve.mjs'), spec], {
    cwd: repoRoot,
    env: { ...process.env, SITE_REMOTES_FILE: remotesFile },
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  writePid(options.key ?? name, child.pid);
  await waitUntilAnswering(healthUrl(name, port));
}

/** Stops an app started by startApp (a remote outage, for instance). */
export async function stopApp(name: AppName, options: { port?: number; key?: string } = {}): Promise<void> {
  const key = options.key ?? name;
  const pid = readPids()[key];
  if (pid !== undefined) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    writePid(key, undefined);
  }
  await waitUntilClosed(healthUrl(name, options.port ?? ports[name]));
}

export async function startAllApps(): Promise<void> {
  for (const name of Object.keys(ports) as AppName[]) await startApp(name);
}

export function stopAllApps(): void {
  for (const pid of Object.values(readPids())) {
    if (pid === undefined) continue;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  fs.rmSync(pidFile, { force: true });
}

/** Points the shell at other remote URLs, as an operator would, without restarting it. */
export function setRemoteUrls(urls: Partial<Record<Exclude<AppName, 'shell'>, string>>): void {
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(remotesFile, JSON.stringify(urls));
}

export function resetRemoteUrls(): void {
  fs.rmSync(remotesFile, { force: true });
}
