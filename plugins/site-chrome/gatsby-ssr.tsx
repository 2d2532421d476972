// Same frame on the server as in the browser, so the first render matches the HTML.
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { consentGivenHeadScript } from '../../src/features/consent/consent-given-class';

export { wrapPageElement } from '../../src/components/layout/site-frame';

// Before the body is painted: hides the server-rendered consent banner from a visitor who already
// chose. Its hash goes into the page's Content-Security-Policy with the other inline scripts.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="esnum-consent-given" dangerouslySetInnerHTML={{ __html: consentGivenHeadScript() }} />]);
};
