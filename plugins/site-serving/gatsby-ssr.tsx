// The pages link the global style sheet instead of carrying it inline (linked-style-sheet.tsx).
import type { GatsbySSR } from 'gatsby';
import { linkGlobalStyleSheets } from './linked-style-sheet';

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(linkGlobalStyleSheets(getHeadComponents()));
};
