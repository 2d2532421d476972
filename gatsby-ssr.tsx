// Server rendering APIs. The page frame and client state are wrapped by plugins/site-chrome, the
// same way as in the browser.
export {};
