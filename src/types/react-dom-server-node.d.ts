// The Node build of React's server renderer, which component tests import under jsdom (the
// browser build needs a TextEncoder that jsdom lacks). Same API as react-dom/server.
declare module 'react-dom/server.node' {
  export * from 'react-dom/server';
}
