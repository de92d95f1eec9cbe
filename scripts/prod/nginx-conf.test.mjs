import { nginxConf } from './nginx-conf.mjs';
import { prodPortsFor } from './ports.mjs';

const conf = nginxConf({
  ports: prodPortsFor(9440),
  prefix: '/srv/estado/nginx',
  certificate: '/srv/estado/tls/localhost.crt',
  certificateKey: '/srv/estado/tls/localhost.key',
  mimeTypes: '/etc/nginx/mime.types',
  asRoot: false,
});
/** The text of the `server { … }` block that contains `marker`. @param {string} marker */
const serverBlock = (marker) => conf.split(/\n {2}server \{/).find((block) => block.includes(marker)) ?? '';

it('serves the site on HTTPS with HTTP/2 and HSTS, and redirects HTTP to it', () => {
  const site = serverBlock('listen 9443 ssl http2;');
  expect(site).toContain('ssl_certificate /srv/estado/tls/localhost.crt;');
  expect(site).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
  expect(serverBlock('listen 9440;')).toContain('return 301 https://$host:9443$request_uri;');
});

it('balances the two shell servers and resends to the other only what cannot reach one', () => {
  expect(conf).toMatch(/upstream shell \{\s+(#[^\n]*\n\s+)*server 127\.0\.0\.1:9450 [^;]*;\s+server 127\.0\.0\.1:9451 [^;]*;/);
  const site = serverBlock('listen 9443 ssl http2;');
  expect(site).toContain('proxy_next_upstream error timeout;');
  expect(site).not.toContain('non_idempotent');
  // Never both left out: a restarted server is tried again at once, not after nginx's whole-second fail_timeout.
  expect(conf).toContain('server 127.0.0.1:9450 max_fails=0;');
  expect(conf).toContain('server 127.0.0.1:9451 max_fails=0;');
  // nginx lets an idle upstream connection go before Node's 5 s keep-alive closes it under a request.
  expect(conf.match(/keepalive_timeout 4s;/g)).toHaveLength(5);
  expect(site).toContain('proxy_set_header X-Request-Id $request_id;');
  expect(site).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
});

it('puts each remote under /remotes/<name>/ and keeps its Node build off the public origin', () => {
  const site = serverBlock('listen 9443 ssl http2;');
  for (const [remote, port] of [['marketing', 9470], ['content', 9471], ['catalogue', 9472], ['tools', 9473]]) {
    expect(site).toContain(`location /remotes/${remote}/ {\n      proxy_pass http://remote_${remote}/;`);
    expect(conf).toContain(`upstream remote_${remote} {\n    server 127.0.0.1:${port};`);
  }
  // The regex location wins over the prefix ones: /remotes/<name>/server/ is not served here.
  expect(site).toMatch(/location ~ \^\/remotes\/\[\^\/\]\+\/server\/ \{\s+return 404;/);
  const internal = serverBlock('listen 127.0.0.1:9441;');
  expect(internal).toContain('location /remotes/marketing/ {');
  expect(internal).not.toContain('return 404');
});

it('gzips text and writes its state under its own folder', () => {
  expect(conf).toContain('gzip on;');
  expect(conf).toMatch(/gzip_types [^;]*application\/javascript[^;]*;/);
  expect(conf).toContain('pid /srv/estado/nginx/nginx.pid;');
  expect(conf).not.toContain('user root;');
});
