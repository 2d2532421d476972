// The English option of the CMS website settings, and the removal of the English copies of file
// pages (src/pages, copied per language by the i18n plugin) when it is off.
import type { Actions, Page } from 'gatsby';
import { DEFAULT_LANGUAGE } from '../../src/lib/routes';
import { englishEnabledOf } from '../../src/lib/site-languages';

type NodesByType = (type: string) => Array<Record<string, unknown>>;

/** The option as the editors set it (on when no website settings exist). */
export const englishEnabled = (getNodesByType: NodesByType) => englishEnabledOf(getNodesByType('STRAPI_WEBSITE'));

export const removeEnglishCopy = ({
  page,
  actions,
  getNodesByType,
}: {
  page: Page;
  actions: Pick<Actions, 'deletePage'>;
  getNodesByType: NodesByType;
}) => {
  const language = (page.context as { language?: string } | undefined)?.language;
  if (language && language !== DEFAULT_LANGUAGE && !englishEnabled(getNodesByType)) {
    actions.deletePage(page);
  }
};
