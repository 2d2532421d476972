// Same frame on the server as in the browser, so the first render matches the HTML.
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { consentGivenHeadScript } from '../../src/features/consent/consent-given-class';
import { BRAND_FONT_PATH } from '../../src/lib/brand-font';

export { wrapPageElement } from '../../src/components/layout/site-frame';

// Before the body is painted: hides the server-rendered consent banner from a visitor who already
// chose. Its hash goes into the page's Content-Security-Policy with the other inline scripts.
// The brand font is preloaded so that it usually arrives before the first paint (no swap at all).
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="esnum-brand-font" rel="preload" href={BRAND_FONT_PATH} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <script key="esnum-consent-given" dangerouslySetInnerHTML={{ __html: consentGivenHeadScript() }} />,
  ]);
};
