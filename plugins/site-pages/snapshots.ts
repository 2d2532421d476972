// Build-time snapshots the browser falls back on when the CMS cannot be reached: the CRM campuses
// and links of every action, in each language, served as /data/crm-snapshot.json.
import fs from 'fs';
import path from 'path';
import type { Language } from '../../src/lib/routes';
import type { CrmSnapshot } from '../../src/lib/crm-snapshot';

type NodeLike = Record<string, unknown>;

export const CRM_SNAPSHOT_FILE = path.join('data', 'crm-snapshot.json');

export const buildCrmSnapshot = (getNodesByType: (type: string) => NodeLike[], languages: Language[], now = new Date()): CrmSnapshot => {
  const campuses = getNodesByType('STRAPI_CAMPUS');
  const byId = new Map(campuses.map((campus) => [campus.id as string, campus]));
  const actions: CrmSnapshot['actions'] = {};
  for (const link of getNodesByType('STRAPI_CRM_LINK')) {
    const linked = byId.get(link.campus___NODE as string);
    if (!linked || typeof link.url !== 'string') continue;
    const action = String(link.action);
    for (const language of languages) {
      const campus = campuses.find((node) => node.documentId === linked.documentId && node.locale === language) ?? linked;
      const list = ((actions[action] ??= {})[language] ??= []);
      list.push({ id: String(campus.documentId), name: String(campus.name), slug: String(campus.slug), url: link.url });
    }
  }
  for (const perLanguage of Object.values(actions)) {
    for (const [language, list] of Object.entries(perLanguage)) list?.sort((a, b) => a.name.localeCompare(b.name, language));
  }
  return { generatedAt: now.toISOString(), actions };
};

export const writeCrmSnapshot = (publicDir: string, snapshot: CrmSnapshot) => {
  const file = path.join(publicDir, CRM_SNAPSHOT_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(snapshot));
  return file;
};
