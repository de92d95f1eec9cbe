import { rootLogger } from './observability/logger';
import { ConfigError, readServerConfig } from './server-config';
import { startShellServer } from './start-server';

// The entry of dist-server/main.cjs: running it starts the server.
void (async () => {
  try {
    const config = readServerConfig();
    // React and the error pages read this (set before anything renders): the shell's server runs as
    // in production, except under `npm run dev` (SITE_DEV=true), where it renders with React's and
    // MUI's development builds, as the browser does there (the same markup to hydrate).
    process.env.NODE_ENV = config.hotUpdates ? 'development' : 'production';
    await startShellServer(config);
  } catch (error) {
    // A bad setting is the operator's to fix: one line, no stack.
    if (error instanceof ConfigError) rootLogger.fatal(error.message);
    else rootLogger.fatal({ err: error }, `no se pudo iniciar: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
