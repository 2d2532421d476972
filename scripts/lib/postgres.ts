// A throw-away PostgreSQL cluster for the tests: Debian's server binaries, a data directory in a
// temp folder, TCP on a free loopback port only, its unix socket in that folder, one database and
// one password user for the CMS. stop() shuts it down and removes every file.
import { execFileSync, spawn } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freePort } from './free-port';

const DEBIAN_BIN_ROOT = '/usr/lib/postgresql';
/** The system user Debian's package creates; initdb and postgres refuse to run as root. */
const POSTGRES_SYSTEM_USER = 'postgres';

/**
 * The server binaries (initdb, pg_ctl, psql): POSTGRES_BIN_DIR, else the newest Debian version in
 * /usr/lib/postgresql/<version>/bin (Debian puts only client wrappers on the PATH).
 */
export const findPostgresBinDir = () => {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv) {
    if (!fs.existsSync(path.join(fromEnv, 'initdb'))) throw new Error(`POSTGRES_BIN_DIR=${fromEnv} has no initdb`);
    return fromEnv;
  }
  const versions = fs.existsSync(DEBIAN_BIN_ROOT)
    ? fs
        .readdirSync(DEBIAN_BIN_ROOT)
        .filter((version) => fs.existsSync(path.join(DEBIAN_BIN_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `PostgreSQL server binaries were not found (${DEBIAN_BIN_ROOT}/<version>/bin/initdb). Install Debian's ` +
        '`postgresql` package with `sudo apt-get install -y postgresql`, or set POSTGRES_BIN_DIR.',
    );
  }
  return path.join(DEBIAN_BIN_ROOT, versions[0], 'bin');
};

export interface PostgresCluster {
  /** The server's version, as it reports it (e.g. "15.14 (Debian 15.14-0+deb12u1)"). */
  version: string;
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** postgres://user:password@127.0.0.1:port/database */
  url: string;
  /** The CMS's database variables (cms/config/database.ts) for this cluster. */
  cmsEnv: Record<string, string>;
  /** The server log, for error messages. */
  logFile: string;
  stop: () => Promise<void>;
}

export interface PostgresOptions {
  database?: string;
  user?: string;
}

const runAsRoot = () => process.getuid?.() === 0;

const systemUserIds = (name: string) => {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' })),
    };
  } catch {
    throw new Error(
      `running as root, the PostgreSQL binaries must run as the "${name}" system user, which does not exist. ` +
        "Install Debian's `postgresql` package (it creates the user), or run the tests as an ordinary user.",
    );
  }
};

/** Runs one PostgreSQL binary to completion, as the postgres system user when we are root. */
const runBinary = (binary: string, args: string[], cwd: string) =>
  new Promise<string>((resolve, reject) => {
    const [command, commandArgs] = runAsRoot() ? ['runuser', ['-u', POSTGRES_SYSTEM_USER, '--', binary, ...args]] : [binary, args];
    // LC_ALL=C: the messages we may have to show stay in English, whatever the machine's locale.
    const child = spawn(command, commandArgs, { cwd, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(binary)} ${args.join(' ')} exited with ${signal ?? code}:\n${output.trim()}`)),
    );
  });

export const startPostgres = async ({ database = 'esnum', user = 'esnum' }: PostgresOptions = {}): Promise<PostgresCluster> => {
  const binDir = findPostgresBinDir();
  const bin = (name: string) => path.join(binDir, name);
  const ids = runAsRoot() ? systemUserIds(POSTGRES_SYSTEM_USER) : null;

  // Directly in the system temp folder: run as root, the postgres user must be able to reach it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (ids) fs.chownSync(dir, ids.uid, ids.gid);
  const port = await freePort();
  const password = crypto.randomBytes(18).toString('hex');
  let started = false;
  let version = '';

  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  const stopServer = async () => {
    if (!started) return;
    started = false;
    // fast: the CMS may still hold connections; the data is thrown away anyway.
    await runBinary(bin('pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], dir).catch(() =>
      runBinary(bin('pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'], dir),
    );
  };

  try {
    // The superuser is reached only through the socket in our own folder (mode 0700), so it
    // needs no password; TCP asks for one, as a real deployment does. The C locale exists on
    // every machine (the CMS and the site sort names themselves, in the visitor's language).
    await runBinary(
      bin('initdb'),
      ['-D', dataDir, '-U', POSTGRES_SYSTEM_USER, '--auth-local=trust', '--auth-host=scram-sha-256', '--encoding=UTF8', '--locale=C'],
      dir,
    );
    fs.appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        '',
        '# esnum throw-away test cluster',
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        // Nothing here needs to survive a crash: skip the disk flushes that make a 2-core CI
        // machine wait on every one of the seed's thousands of small transactions.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    // Marked first: a start that times out may still leave a server to stop.
    started = true;
    await runBinary(bin('pg_ctl'), ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60'], dir);

    const psql = (sql: string) =>
      runBinary(
        bin('psql'),
        ['-h', dir, '-p', String(port), '-U', POSTGRES_SYSTEM_USER, '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qtAc', sql],
        dir,
      );
    // The names are ours and the password is hex: nothing in them needs quoting beyond this.
    await psql(`CREATE ROLE "${user}" LOGIN PASSWORD '${password}'`);
    await psql(`CREATE DATABASE "${database}" OWNER "${user}"`);
    version = (await psql('SHOW server_version')).trim();
  } catch (error) {
    const log = fs.existsSync(logFile) ? `\nserver log:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}` : '';
    await stopServer().catch(() => undefined);
    removeDir();
    throw new Error(`could not start a throw-away PostgreSQL cluster: ${(error as Error).message}${log}`);
  }

  const host = '127.0.0.1';
  return {
    version,
    host,
    port,
    database,
    user,
    password,
    url: `postgres://${user}:${password}@${host}:${port}/${database}`,
    cmsEnv: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: host,
      DATABASE_PORT: String(port),
      DATABASE_NAME: database,
      DATABASE_USERNAME: user,
      DATABASE_PASSWORD: password,
      // The pg driver lets a connection string win over these: one inherited from the caller's
      // environment must not send the CMS to another database.
      DATABASE_URL: '',
    },
    logFile,
    stop: async () => {
      try {
        await stopServer();
      } finally {
        removeDir();
      }
    },
  };
};
