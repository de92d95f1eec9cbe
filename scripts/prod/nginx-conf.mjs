// @ts-check
// The front of `npm run prod`: nginx's configuration, made from the topology's ports and folders.
import { CMS_WEBHOOK_PATH } from '../../shared/src/node/fleet-keys.mjs';
import { REMOTE_NAMES } from '../../shared/src/config/topology.mjs';

/** Where a remote's origin sits under the site's one origin. @param {string} remote */
export const remotePrefix = (remote) => `/remotes/${remote}/`;

/** Text worth gzipping at the front (what the upstreams did not compress already). */
const GZIP_TYPES = [
  'text/css', 'text/plain', 'text/xml', 'application/javascript', 'text/javascript', 'application/json',
  'application/manifest+json', 'application/xml', 'image/svg+xml',
];

/**
 * @typedef {object} NginxConfInput
 * @property {import('./ports.mjs').ProdPorts} ports
 * @property {string} prefix       nginx's own folder: logs, pid, temporary files
 * @property {string} certificate  the server certificate (PEM), signed by the local CA
 * @property {string} certificateKey
 * @property {string} mimeTypes    Debian's /etc/nginx/mime.types
 * @property {boolean} asRoot      the master runs as root: workers run as root too (the project's folders are root's)
 */

/**
 * nginx drops an idle upstream connection before Node does (its keepAliveTimeout is 5 s): reusing
 * one that Node has just closed fails the request and counts against the server, and when the load
 * of a server being restarted falls on the other one, nginx reaches into exactly those idle connections.
 */
const UPSTREAM_KEEPALIVE_S = 4;

/** @param {string} remote */
const remoteLocation = (remote) => `
    location ${remotePrefix(remote)} {
      proxy_pass http://remote_${remote}/;
    }`;

/**
 * One origin over HTTPS and HTTP/2 for visitors: the shell's two servers (a request that cannot
 * reach one is sent to the other when it is idempotent), each remote under `/remotes/<name>/`
 * without its Node build; HTTP redirected; HSTS. A loopback listener for the shell's servers,
 * where the remotes' Node builds are served.
 * @param {NginxConfInput} input
 * @returns {string}
 */
export function nginxConf({ ports, prefix, certificate, certificateKey, mimeTypes, asRoot }) {
  const upstreams = REMOTE_NAMES.map((remote) => `
  upstream remote_${remote} {
    server 127.0.0.1:${ports[remote]};
    keepalive 8;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }`).join('');
  const remotes = REMOTE_NAMES.map(remoteLocation).join('');
  return `# Made by scripts/prod/nginx-conf.mjs at each start of npm run prod: edit that file, not this one.
${asRoot ? 'user root;\n' : ''}worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;

events {
  worker_connections 2048;
}

http {
  include ${mimeTypes};
  default_type application/octet-stream;
  server_tokens off;
  sendfile on;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  # The contact form's body is capped at 64 KB by the shell; anything larger stops here.
  client_max_body_size 128k;

  # The same request id in nginx's line, the shell's lines and Strapi's (X-Request-Id).
  log_format site '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent $request_time '
                  'upstream=$upstream_addr $upstream_status id=$request_id';
  access_log ${prefix}/access.log site;

  gzip on;
  gzip_vary on;
  gzip_proxied any;
  gzip_min_length 1024;
  gzip_types ${GZIP_TYPES.join(' ')};

  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_connect_timeout 2s;
  proxy_read_timeout 35s;

  upstream shell {
    # No server is ever left out (max_fails=0): each request may try either, and one that cannot
    # connect (refused at once: stopped, restarting or killed) goes on to the other. Passive checks
    # (max_fails=1 fail_timeout=1s) left a restarted server out for up to two seconds, nginx counting
    # time in whole seconds, and one stray error on the other server then left both out: a second of
    # 502 "no live upstreams" in a rolling restart. /readyz is for balancers that probe
    # (Kubernetes, a cloud load balancer).
    server 127.0.0.1:${ports.shellA} max_fails=0;
    server 127.0.0.1:${ports.shellB} max_fails=0;
    keepalive 32;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }
${upstreams}

  server {
    listen ${ports.http};
    server_name _;
    return 301 https://$host:${ports.https}$request_uri;
  }

  server {
    listen ${ports.https} ssl http2;
    server_name _;
    ssl_certificate ${certificate};
    ssl_certificate_key ${certificateKey};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:SSL:10m;
    ssl_session_timeout 1h;
    add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;

    proxy_set_header Host $http_host;
    # nginx is the edge: the visitor's address replaces whatever X-Forwarded-For they sent.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto https;
    proxy_set_header X-Request-Id $request_id;

    # The remotes' Node builds are for the shell's servers only, the CMS webhook for Strapi only
    # (the internal listener below).
    location ~ ^/remotes/[^/]+/server/ {
      return 404;
    }
    location ^~ /_webhooks/ {
      return 404;
    }
${remotes}

    location / {
      proxy_pass http://shell;
      # A request that cannot reach one server goes to the other; nginx never resends a POST.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
    }
  }

  server {
    listen 127.0.0.1:${ports.internal};
    server_name _;
    access_log off;
${remotes}

    # Strapi's webhook: to either shell server (one that refuses the connection is skipped).
    location = ${CMS_WEBHOOK_PATH} {
      proxy_pass http://shell;
      proxy_next_upstream error;
    }
  }
}
`;
}
