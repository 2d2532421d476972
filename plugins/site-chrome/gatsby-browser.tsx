// A plugin, not the site's gatsby-browser, so that the frame sits inside the i18n provider of
// gatsby-plugin-react-i18next (listed after it in gatsby-config: later plugins wrap outside).
export { wrapPageElement } from '../../src/components/layout/site-frame';
export { onClientEntry } from '../../src/features/chunk-reload/chunk-reload';
