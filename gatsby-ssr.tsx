// Server rendering APIs: the same client-state root as in the browser.
export { wrapRootElement } from './src/state/root';
