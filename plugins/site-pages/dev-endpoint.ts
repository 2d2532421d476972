// `gatsby develop` has no post-build step: it serves the CRM snapshot from the current nodes.
import { buildCrmSnapshot, CRM_SNAPSHOT_FILE } from './snapshots';
import { siteLanguages } from '../../src/lib/site-languages';
import { englishEnabled } from './english-copies';

interface DevApp {
  get: (path: string, handler: (request: unknown, response: { json: (body: unknown) => void }) => void) => void;
}

export const serveCrmSnapshot = (app: DevApp, getNodesByType: (type: string) => Array<Record<string, unknown>>) => {
  app.get(`/${CRM_SNAPSHOT_FILE}`, (_request, response) => {
    response.json(buildCrmSnapshot(getNodesByType, siteLanguages(englishEnabled(getNodesByType))));
  });
};
