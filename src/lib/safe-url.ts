// Links coming from the CMS are followed only when they are site paths, anchors or web, mail
// and phone links: an allow-list, so `javascript:`, `data:`, `vbscript:` and any other scheme are
// refused however they are written (case, leading spaces, entities, percent-encoding).
const SAFE_URL = /^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i;

// Browsers remove tabs and line breaks anywhere in a URL, and read `\` as `/`: `/\evil.example`
// or `/<tab>/evil.example` lead to another site. URLs holding control or invisible characters
// are refused rather than guessed at.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/;

export const isSafeHref = (url: string | null | undefined): url is string => {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  return !HIDDEN_CHARACTERS.test(value) && SAFE_URL.test(value);
};

export const isExternalHref = (url: string) => /^(https?:)?\/\//i.test(url);
