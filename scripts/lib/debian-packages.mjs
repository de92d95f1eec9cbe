// @ts-check
// Servers the production topology needs (nginx, PostgreSQL, Redis) come from Debian. On a
// machine without them they are installed with apt-get (as root), as the tests install Chromium;
// nothing is downloaded from elsewhere, and no service is started by the install.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Installs the Debian packages whose program is missing.
 * @param {Array<{ program: string, pkg: string }>} wanted e.g. { program: '/usr/sbin/nginx', pkg: 'nginx' }
 */
export function ensureDebianPackages(wanted) {
  const missing = wanted.filter(({ program }) => !fs.existsSync(program)).map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    throw new Error(`Faltan paquetes de Debian: ${missing.join(', ')}. Instálalos con: sudo apt-get install ${missing.join(' ')}`);
  }
  console.log(`Instalando de Debian (apt-get): ${missing.join(', ')}…`);
  // policy-rc.d answers "not now" to the packages' own service starts: this project starts them itself.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } catch (error) {
    // One line that says what to do (apt-get's own output is above), not the exec error and its stack.
    throw new Error(
      `apt-get no pudo instalar ${missing.join(', ')} (su salida está arriba): revisa la red y las fuentes de apt, ` +
        `o instálalo a mano con apt-get install ${missing.join(' ')}, y vuelve a ejecutarlo.`,
      { cause: error },
    );
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}
