// The session's root: the site chrome's content as built (a context, read through the hooks of
// src/content/site-chrome.tsx) and one RecoilRoot for the client state. Rendered in
// wrapPageElement, so it persists across page changes; component tests give it a fixture.
import React from 'react';
import { RecoilRoot } from 'recoil';
import { type ChromeBuildData, SiteChromeProvider, useChromeBuildData } from '@/content/site-chrome';

export const StateRoot = ({ chrome, children }: { chrome: ChromeBuildData; children: React.ReactNode }) => (
  <SiteChromeProvider data={chrome}>
    <RecoilRoot>{children}</RecoilRoot>
  </SiteChromeProvider>
);

/** The root of the site: the chrome of the SiteChrome static query. */
export const SiteStateRoot = ({ children }: { children: React.ReactNode }) => (
  <StateRoot chrome={useChromeBuildData()}>{children}</StateRoot>
);
