// French is the default language of every localized type, English the second one.
import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'fr', name: 'French (fr)' },
  { code: 'en', name: 'English (en)' },
];

export const ensureLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) {
      await locales.create(locale);
      strapi.log.info(`[esnum] created locale ${locale.code}`);
    }
  }
  if ((await locales.getDefaultLocale()) !== 'fr') {
    await locales.setDefaultLocale({ code: 'fr' });
  }
};
