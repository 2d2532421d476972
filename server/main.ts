// Serves the built site: `npm run serve` (PORT, default 9000; HOST, default 127.0.0.1).
import fs from 'fs';
import path from 'path';
import { buildServer, type ServerOptions } from './app';
import { builtRendererDir, RENDERER_ENTRY } from './rebuild/deploys';
import { pagesOnRequest } from './pages-on-request';

interface StartOptions {
  port?: number;
  host?: string;
  /** A folder, or the function giving the current deploy (see ServerOptions). */
  publicDir?: ServerOptions['publicDir'];
  /** The HTML renderer of the build that wrote a folder, for the pages it left to the server; by default, public/'s. */
  rendererFileOf?: (siteDir: string) => string | null;
}

/** The renderer of the last build in this checkout (public/'s). */
const builtRenderer = () => {
  const file = path.join(builtRendererDir(process.cwd()), RENDERER_ENTRY);
  return fs.existsSync(file) ? file : null;
};

export const startServer = async ({
  port = Number(process.env.PORT || 9000),
  host = process.env.HOST || '127.0.0.1',
  publicDir = path.resolve(process.cwd(), 'public'),
  rendererFileOf = builtRenderer,
}: StartOptions = {}) => {
  const app = await buildServer({ publicDir, logger: process.env.SERVER_LOG === '1', pagesOnRequest: pagesOnRequest({ rendererFileOf }) });
  await app.listen({ port, host });
  return app;
};

if (require.main === module) {
  startServer()
    .then((app) => {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : '';
      console.log(`Site served at http://localhost:${port}`);
      const stop = () => app.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
