// Renders a page's Head export as Gatsby does at build time (to an HTML string, then parsed), for
// head tests: the markup is what crawlers read, JSON-LD escaping included.
import type React from 'react';
import { TextDecoder, TextEncoder } from 'util';

// react-dom/server's browser build (the one jsdom resolves) needs the encoders jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the encoders above are in place; an import would be hoisted before them
const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');

export const headMarkup = (element: React.ReactElement) => renderToStaticMarkup(element);

/** The head as a document: `<html lang>` lands on the root element, the rest in the body. */
export const renderHead = (element: React.ReactElement) =>
  new DOMParser().parseFromString(`<!DOCTYPE html><html><head></head><body>${headMarkup(element)}</body></html>`, 'text/html');

export const jsonLdOf = (document: Document) =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

export const metaContent = (document: Document, selector: string) =>
  Array.from(document.querySelectorAll(`meta[${selector}]`)).map((meta) => meta.getAttribute('content'));
