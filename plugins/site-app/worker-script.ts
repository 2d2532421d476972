// The script appended to gatsby-plugin-offline's sw.js at each build: the build's stamp (each
// deploy is then a new worker the browsers install) and the site's answer to navigations
// (worker/navigation.ts), transpiled on its own from TypeScript to a script.
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { DEFAULT_LANGUAGE, LANGUAGES, localize, routes } from '../../src/lib/routes';
import type { NavigationConfig, OfflinePage } from './worker/navigation';

/** Pages kept for offline use: a visitor's browsing of several sessions, a few MB of HTML at most. */
export const MAX_KEPT_PAGES = 60;

/** Read from the site's folder: Gatsby runs this plugin from a compiled copy elsewhere. */
export const navigationSourceFile = (rootDir: string) => path.join(rootDir, 'plugins', 'site-app', 'worker', 'navigation.ts');

/** The offline page of each language, the languages under a prefix first (see OfflinePage). */
export const offlinePages = (): OfflinePage[] =>
  [...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE), DEFAULT_LANGUAGE].map((language) => ({
    language,
    prefix: language === DEFAULT_LANGUAGE ? '' : localize(language, '/'),
    path: localize(language, routes.offline()),
  }));

/** A module of the worker as a script's body: CommonJS output that the wrapper gives an `exports`. */
export const transpileWorkerModule = (source: string, fileName: string) => {
  const { outputText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.CommonJS, removeComments: true },
  });
  if (/\brequire\(/.test(outputText)) {
    throw new Error(`${fileName} imports a module: a service worker script has none, keep the file self-contained (type imports only)`);
  }
  return outputText;
};

export const workerScript = (rootDir: string, buildId: string) => {
  const config: NavigationConfig = { build: buildId, offlinePages: offlinePages(), maxKeptPages: MAX_KEPT_PAGES };
  const sourceFile = navigationSourceFile(rootDir);
  const navigation = transpileWorkerModule(fs.readFileSync(sourceFile, 'utf8'), sourceFile);
  return [
    '',
    `// ESNUM build ${JSON.stringify(buildId)}: each deploy changes this worker, so browsers install it.`,
    `self.__ESNUM_BUILD__ = ${JSON.stringify(buildId)};`,
    '// How the worker answers navigations: plugins/site-app/worker/navigation.ts.',
    '(function () {',
    'var exports = {};',
    navigation,
    `exports.installNavigation(self, ${JSON.stringify(config)});`,
    '})();',
    '',
  ].join('\n');
};
