// The client-state root (recoil), wrapped around the whole site in the browser and on the server.
// Recoil is archived upstream: components reach state only through the project's own hooks.
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { RecoilRoot } from 'recoil';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RecoilRoot>{element}</RecoilRoot>;
