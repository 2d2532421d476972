// Same frame on the server as in the browser, so the first render matches the HTML.
export { wrapPageElement } from '../../src/components/layout/site-frame';
