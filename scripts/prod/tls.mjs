// @ts-check
// HTTPS for `npm run prod` on this machine: a local certificate authority made at the first run,
// and a certificate for localhost signed by it (openssl). Trust the CA's certificate in a browser
// to open the site without a warning; the tests trust the server's key alone.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** @param {string[]} args */
const openssl = (args) => execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * @typedef {object} LocalCertificate
 * @property {string} caCertificate  the local CA's certificate (PEM): what a client trusts
 * @property {string} certificate    the server's certificate (PEM), for localhost and 127.0.0.1
 * @property {string} key            its private key
 * @property {string} spkiHash       base64 SHA-256 of its public key (Chromium's --ignore-certificate-errors-spki-list)
 */

/**
 * The CA and the server certificate in `dir`, made when missing (the server's again when it
 * expires within a month).
 * @param {string} dir
 * @returns {LocalCertificate}
 */
export function ensureLocalCertificate(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const caKey = path.join(dir, 'ca.key');
  const caCertificate = path.join(dir, 'ca.crt');
  const key = path.join(dir, 'localhost.key');
  const certificate = path.join(dir, 'localhost.crt');
  if (!fs.existsSync(caCertificate) || !fs.existsSync(caKey)) {
    openssl([
      'req', '-x509', '-new', '-nodes', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1',
      '-keyout', caKey, '-out', caCertificate, '-days', '3650', '-subj', '/O=Sitio (local)/CN=Sitio local CA',
      '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
    ]);
    fs.rmSync(certificate, { force: true });
  }
  if (!fs.existsSync(certificate) || !validForAMonth(certificate)) {
    const request = path.join(dir, 'localhost.csr');
    const extensions = path.join(dir, 'localhost.ext');
    fs.writeFileSync(
      extensions,
      'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n',
    );
    openssl(['req', '-new', '-nodes', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-keyout', key, '-out', request, '-subj', '/CN=localhost']);
    openssl([
      'x509', '-req', '-in', request, '-CA', caCertificate, '-CAkey', caKey, '-CAcreateserial',
      '-out', certificate, '-days', '397', '-sha256', '-extfile', extensions,
    ]);
    fs.rmSync(request, { force: true });
  }
  return { caCertificate, certificate, key, spkiHash: spkiHashOf(fs.readFileSync(certificate, 'utf8')) };
}

/** @param {string} file */
function validForAMonth(file) {
  const { validTo } = new crypto.X509Certificate(fs.readFileSync(file));
  return Date.parse(validTo) - Date.now() > 30 * 24 * 60 * 60 * 1000;
}

/** @param {string} pem */
export function spkiHashOf(pem) {
  const publicKey = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(publicKey).digest('base64');
}
