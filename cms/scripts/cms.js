#!/usr/bin/env node
// Runs the CMS without Strapi's interactive CLI: `start` (compile the TypeScript, then
// serve), `seed` (load the app, run the idempotent seed, exit), `generate` (the large
// benchmark content set, in a throw-away database by default) and `compile`.
// The admin panel is built separately (`strapi build`) and only when it is served.
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE = process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE || 'fr';

const path = require('path');
const { ensureEnv, ensureUploadsDir } = require('./ensure-env');

const appDir = path.resolve(__dirname, '..');

// Transpiled without type checking (scripts/transpile.js): `npm run typecheck` checks the types.
const compile = async () => require('./transpile').transpileCms(appDir);

class UsageError extends Error {}

/** `--news 10000 --events 1000 --redirects 5000` (each defaults to 0). */
const parseGenerateOptions = (args) => {
  const counts = { news: 0, events: 0, redirects: 0 };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i].replace(/^--/, '');
    const value = Number(args[i + 1]);
    if (!(name in counts) || !Number.isInteger(value) || value < 0) {
      throw new UsageError(`unknown option or bad count near "${args.slice(i, i + 2).join(' ')}": use --news N --events N --redirects N`);
    }
    counts[name] = value;
  }
  return counts;
};

/**
 * Unless a database is named, the generated set goes to its own folder, never into the
 * development database: cms/.tmp/generated (database, uploads and build token).
 */
const GENERATED_DIR = path.join(appDir, '.tmp', 'generated');
const useGeneratedDatabaseByDefault = () => {
  if ((process.env.DATABASE_CLIENT || 'sqlite') !== 'sqlite' || process.env.DATABASE_FILENAME) return;
  require('fs').mkdirSync(GENERATED_DIR, { recursive: true });
  process.env.DATABASE_FILENAME = path.join(GENERATED_DIR, 'data.db');
  process.env.CMS_PUBLIC_DIR ||= path.join(GENERATED_DIR, 'public');
  process.env.SITE_BUILD_TOKEN_FILE ||= path.join(GENERATED_DIR, 'site-build-token.json');
};

const commands = {
  async compile() {
    await compile();
  },
  async start() {
    const { createStrapi } = require('@strapi/strapi');
    const { distDir } = await compile();
    await createStrapi({ appDir, distDir }).start();
  },
  async seed() {
    const { createStrapi } = require('@strapi/strapi');
    const { distDir } = await compile();
    const app = await createStrapi({ appDir, distDir }).load();
    try {
      const { seed } = require(path.join(distDir, 'src', 'seed', 'run.js'));
      await seed(app);
    } finally {
      await app.destroy();
    }
  },
  async generate(args) {
    const options = parseGenerateOptions(args);
    const { createStrapi } = require('@strapi/strapi');
    const { distDir } = await compile();
    // Loading seeds an empty database (bootstrap); the generated set is added on top.
    const app = await createStrapi({ appDir, distDir }).load();
    try {
      const { generateContent } = require(path.join(distDir, 'src', 'generate', 'run.js'));
      await generateContent(app, options);
      const where = process.env.DATABASE_CLIENT === 'postgres' ? 'the PostgreSQL database' : process.env.DATABASE_FILENAME;
      console.log(
        `[esnum] generate: content in ${where}; serve it with the same DATABASE_* variables, CMS_PUBLIC_DIR=${process.env.CMS_PUBLIC_DIR || 'public'} and SITE_BUILD_TOKEN_FILE=${process.env.SITE_BUILD_TOKEN_FILE || '.tmp/site-build-token.json'}`,
      );
    } finally {
      await app.destroy();
    }
  },
};

const main = async () => {
  const name = process.argv[2];
  if (!commands[name]) {
    console.error(`usage: node scripts/cms.js <${Object.keys(commands).join('|')}>`);
    process.exit(2);
  }
  process.chdir(appDir);
  ensureEnv();
  if (name === 'generate') {
    useGeneratedDatabaseByDefault();
    // The generated entries must not call the site's rebuild service ten thousand times.
    delete process.env.SITE_REBUILD_URL;
  }
  ensureUploadsDir();
  await commands[name](process.argv.slice(3));
  if (name !== 'start') process.exit(0);
};

main().catch((error) => {
  console.error(error instanceof UsageError ? `cms.js: ${error.message}` : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
