// Browser APIs: the global styles and the client-state root (also in gatsby-ssr, so the server
// HTML and the first client render are produced by the same tree).
import './src/styles/global.css';

export { wrapRootElement } from './src/state/root';
