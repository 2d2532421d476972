// Strapi's own configuration pattern: SQLite (better-sqlite3) by default, PostgreSQL with
// DATABASE_CLIENT=postgres and the DATABASE_* variables (or DATABASE_URL).
import path from 'path';

export default ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  const connections = {
    postgres: {
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', '127.0.0.1'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'esnum'),
        user: env('DATABASE_USERNAME', 'esnum'),
        password: env('DATABASE_PASSWORD', ''),
        ssl: env.bool('DATABASE_SSL', false) && {
          rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
        },
        schema: env('DATABASE_SCHEMA', 'public'),
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    sqlite: {
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        // Write-ahead logging, synced at checkpoints rather than at every commit: SQLite's own
        // advice for an application database. A crash of the CMS loses nothing; a power cut can
        // lose the last commits, never the database's integrity. Each commit of the default
        // (a rollback journal synced twice) made the seed's 800 documents wait on the disk.
        afterCreate: (connection: { pragma: (statement: string) => unknown }, done: (error: Error | null, connection: unknown) => void) => {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          done(null, connection);
        },
      },
    },
  };

  if (!(client in connections)) {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}"`);
  }

  return {
    connection: {
      client,
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
