// The app shell's document. gatsby-plugin-offline renders its fallback page (what the service
// worker serves for a page it has not cached) from its own component, which has no Head export:
// without this, that HTML would have neither a language nor a title.
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { LANGUAGES, localize } from '../../src/lib/routes';
import { OFFLINE_APP_SHELL_PATH } from '../../src/lib/seo/indexing';
import frCommon from '../../locales/fr/common.json';
import enCommon from '../../locales/en/common.json';

const SITE_NAMES = { fr: frCommon.siteName, en: enCommon.siteName };

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const language = LANGUAGES.find((candidate) => localize(candidate, OFFLINE_APP_SHELL_PATH) === path);
  if (!language) return;
  setHtmlAttributes({ lang: language });
  // Marked as the Head API marks its own elements, so that the head manager replaces it with the
  // title of the page the shell stands for once that page renders (two titles: the first wins).
  setHeadComponents([
    <title key="esnum-app-shell-title" data-gatsby-head="true">
      {SITE_NAMES[language]}
    </title>,
  ]);
};
