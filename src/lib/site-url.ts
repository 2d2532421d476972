// The canonical origin of the site (www host, no trailing slash), from SITE_URL.
export const DEFAULT_SITE_URL = 'https://www.esnum.example';

export const siteUrl = (value: string | undefined = process.env.SITE_URL): string => (value || DEFAULT_SITE_URL).replace(/\/+$/, '');
