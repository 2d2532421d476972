// The site's languages (config/languages.json) are the CMS's locales; the default one (French)
// is the default locale of every localized type.
import type { Core } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../utils/languages';

// Named as Strapi names the locales it creates itself: "French (fr)".
const LOCALES = LANGUAGES.map((code) => ({ code, name: `${new Intl.DisplayNames(['en'], { type: 'language' }).of(code)} (${code})` }));

export const ensureLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) {
      await locales.create(locale);
      strapi.log.info(`[esnum] created locale ${locale.code}`);
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LANGUAGE) {
    await locales.setDefaultLocale({ code: DEFAULT_LANGUAGE });
  }
};
