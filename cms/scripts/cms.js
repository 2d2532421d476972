#!/usr/bin/env node
// Runs the CMS without Strapi's interactive CLI: `start` (compile the TypeScript if needed,
// then serve), `seed` (load the app, run the idempotent seed, exit) and `compile`.
// The admin panel is built separately (`strapi build`) and only when it is served.
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE = process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE || 'fr';

const path = require('path');
const { ensureEnv } = require('./ensure-env');

const appDir = path.resolve(__dirname, '..');

const compile = async () => {
  const { compileStrapi } = require('@strapi/strapi');
  return compileStrapi({ appDir });
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
};

// Strapi's local upload provider refuses to start without its folder.
const ensureUploadsDir = () => {
  const fs = require('fs');
  fs.mkdirSync(path.resolve(appDir, process.env.CMS_PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
};

const main = async () => {
  const name = process.argv[2];
  if (!commands[name]) {
    console.error(`usage: node scripts/cms.js <${Object.keys(commands).join('|')}>`);
    process.exit(2);
  }
  process.chdir(appDir);
  ensureEnv();
  ensureUploadsDir();
  await commands[name]();
  if (name !== 'start') process.exit(0);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
