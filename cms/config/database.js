'use strict';

const path = require('node:path');
const { cmsEnv } = require('./env-schema');

module.exports = () => {
  const env = cmsEnv();
  // DATABASE_CLIENT is sqlite or postgres: the schema refuses anything else.
  if (env.DATABASE_CLIENT === 'postgres') {
    const ssl = env.DATABASE_SSL ? { rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED, ca: env.DATABASE_SSL_CA } : false;
    return {
      connection: {
        client: 'postgres',
        connection: env.DATABASE_URL
          ? { connectionString: env.DATABASE_URL, ssl, schema: env.DATABASE_SCHEMA }
          : {
              host: env.DATABASE_HOST,
              port: env.DATABASE_PORT,
              database: env.DATABASE_NAME,
              user: env.DATABASE_USERNAME,
              password: env.DATABASE_PASSWORD,
              schema: env.DATABASE_SCHEMA,
              ssl,
            },
        pool: { min: env.DATABASE_POOL_MIN, max: env.DATABASE_POOL_MAX },
        acquireConnectionTimeout: env.DATABASE_CONNECTION_TIMEOUT,
      },
    };
  }

  // Relative file names are relative to cms/, not to the directory the process was started from.
  const filename = path.resolve(__dirname, '..', env.DATABASE_FILENAME);
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.DATABASE_CONNECTION_TIMEOUT,
    },
  };
};
