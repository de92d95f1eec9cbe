// The server as a library, for entry points of their own (dist-server/server-api.cjs): the bench
// serves the site built as one bundle with it, the tests a broken build. The site's own entry is main.ts.
export { readServerConfig, type ServerConfig } from './server-config';
export { startShellServer } from './start-server';
