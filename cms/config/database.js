'use strict';

const path = require('node:path');

module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const ssl = env.bool('DATABASE_SSL', false)
      ? {
          rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          ca: env('DATABASE_SSL_CA', undefined),
        }
      : false;
    return {
      connection: {
        client: 'postgres',
        connection: env('DATABASE_URL')
          ? { connectionString: env('DATABASE_URL'), ssl, schema: env('DATABASE_SCHEMA', 'public') }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'cms'),
              user: env('DATABASE_USERNAME', 'cms'),
              password: env('DATABASE_PASSWORD', ''),
              schema: env('DATABASE_SCHEMA', 'public'),
              ssl,
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`[cms] DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}".`);
  }

  // Relative file names are relative to cms/, not to the directory the process was started from.
  const filename = path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db'));
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
