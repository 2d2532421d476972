// Seed step: one CRM link per campus and CRM action, to the demo CRM (not localized).
import type { Ids, SeedContext } from '../context';
import { DEMO_HOSTS } from '../data/ids';
import { CRM_ACTIONS } from '../../utils/crm-actions';
import { DEFAULT_LANGUAGE } from '../../utils/languages';

export const seedCrmLinks = async ({ documentsOf, countCreated, progress }: SeedContext, { campusIds }: { campusIds: Ids }) => {
  const crm = documentsOf('api::crm-link.crm-link');
  for (const [slug, documentId] of campusIds) {
    for (const action of CRM_ACTIONS) {
      const existing = await crm.findFirst({ filters: { action, campus: { slug } } });
      if (existing) continue;
      await crm.create({
        data: {
          action,
          url: `${DEMO_HOSTS.crm}/formulaires/${action}?campus=${slug}`,
          campus: { connect: [{ documentId, locale: DEFAULT_LANGUAGE }] },
        },
        status: 'published',
      });
      countCreated();
    }
  }
  progress('CRM links', campusIds.size * CRM_ACTIONS.length);
};
