// Links coming from the CMS are followed only when they are site paths, anchors or web, mail
// and phone links: never `javascript:` or `data:` URLs.
const SAFE_URL = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

export const isSafeHref = (url: string | null | undefined): url is string =>
  typeof url === 'string' && SAFE_URL.test(url.trim());

export const isExternalHref = (url: string) => /^(https?:)?\/\//i.test(url);
