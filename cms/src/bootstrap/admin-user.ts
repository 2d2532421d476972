// A local admin for the CMS panel: from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, or with a
// random password printed once (it is not stored anywhere else).
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';

const DEFAULT_EMAIL = 'admin@esnum.example';

const randomPassword = () => {
  // Strapi asks for a lower case letter, an upper case letter and a digit.
  const core = crypto.randomBytes(18).toString('base64url');
  return `Es${core}9a`;
};

export const ensureAdminUser = async (strapi: Core.Strapi) => {
  const users = strapi.service('admin::user');
  if (await users.exists()) {
    return;
  }
  const email = process.env.CMS_ADMIN_EMAIL || DEFAULT_EMAIL;
  const givenPassword = process.env.CMS_ADMIN_PASSWORD;
  const password = givenPassword || randomPassword();
  await users.createFirstAdmin({ email, password, firstname: 'Admin', lastname: 'ESNUM' });
  if (givenPassword) {
    strapi.log.info(`[esnum] created the CMS admin ${email} (password from CMS_ADMIN_PASSWORD)`);
  } else {
    // Printed once on purpose: the only place this password ever appears.
    process.stdout.write(
      `\n  CMS admin created: ${email}\n  password: ${password}\n  (printed once; set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD to choose them)\n\n`,
    );
  }
};
