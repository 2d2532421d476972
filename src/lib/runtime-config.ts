// Values the browser code needs, fixed at build time (Gatsby inlines GATSBY_* variables; see
// gatsby-config.ts for their defaults).
import { parseAllowedHosts } from './crm-url';

/** The CMS origin the browser calls for live data (events, CRM campuses and links). */
export const CMS_URL = (process.env.GATSBY_CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');

/** The `{product}` of the school's API paths. */
export const PRODUCT = process.env.GATSBY_SITE_PRODUCT || 'esnum';

/** Hosts a CRM link may lead to. */
export const CRM_ALLOWED_HOSTS = parseAllowedHosts(process.env.GATSBY_CRM_ALLOWED_HOSTS || 'crm.esnum.example');

/** The build-time snapshot of CRM campuses and links, served with the site. */
export const CRM_SNAPSHOT_PATH = '/data/crm-snapshot.json';
