// The three things a visitor can ask the school for, each leading to a CRM form per campus. The CMS
// keeps its own copy (cms/src/utils/crm-actions.ts: the CMS compiles alone and the browser bundle
// imports nothing from cms/); a test holds the two and the CMS schema's enum equal.
export const CRM_ACTIONS = ['brochure', 'contact', 'registration'] as const;

export type CrmAction = (typeof CRM_ACTIONS)[number];

export const isCrmAction = (value: unknown): value is CrmAction =>
  typeof value === 'string' && (CRM_ACTIONS as readonly string[]).includes(value);
