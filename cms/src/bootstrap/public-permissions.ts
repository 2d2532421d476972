// The public role reads only what the browser needs live: events and the CRM campuses and
// links of the pop-in. Anything else a previous version granted is taken back.
import type { Core } from '@strapi/strapi';

export const PUBLIC_ACTIONS = [
  'api::event.event.find',
  'api::event.event.findOne',
  'api::crm-link.crm-link.actions',
  'api::crm-link.crm-link.campuses',
  'api::crm-link.crm-link.link',
];

const PERMISSION_UID = 'plugin::users-permissions.permission';

export const ensurePublicPermissions = async (strapi: Core.Strapi) => {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) {
    throw new Error('The users-permissions public role is missing');
  }
  const granted = await strapi.db.query(PERMISSION_UID).findMany({ where: { role: role.id } });
  const grantedActions = new Set(granted.map((permission) => permission.action));

  for (const permission of granted) {
    if (!PUBLIC_ACTIONS.includes(permission.action)) {
      await strapi.db.query(PERMISSION_UID).delete({ where: { id: permission.id } });
      strapi.log.info(`[esnum] public role: removed ${permission.action}`);
    }
  }
  for (const action of PUBLIC_ACTIONS) {
    if (!grantedActions.has(action)) {
      await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
    }
  }
};
