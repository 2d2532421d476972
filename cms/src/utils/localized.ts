// Whether a content type has one entry per language (Strapi's i18n plugin option): its documents
// are then read with a locale.
export const isLocalizedType = (contentType: { pluginOptions?: unknown }) =>
  (contentType.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized === true;
