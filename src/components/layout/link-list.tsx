// A list of CMS links (menu items, footer group items).
import React from 'react';
import { MenuLink } from './menu-link';

interface CmsLink {
  strapi_id?: number | null;
  label?: string | null;
  url?: string | null;
}

export const LinkList = ({ links }: { links: ReadonlyArray<CmsLink | null> | null | undefined }) => (
  <ul>
    {links?.map((link, index) =>
      link ? (
        <li key={link.strapi_id ?? index}>
          <MenuLink url={link.url}>{link.label}</MenuLink>
        </li>
      ) : null,
    )}
  </ul>
);
