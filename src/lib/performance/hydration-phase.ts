// Whether the page the visitor opened is still being hydrated (from hydrateRoot until Gatsby's
// onInitialClientRender). A section that hydrates later (sections/lazy-section.tsx) waits for the
// browser to be idle only then: after a client-side navigation nothing is on screen yet, and it
// loads at once.
let hydrating = false;

export const startInitialHydration = () => {
  hydrating = true;
};

export const endInitialHydration = () => {
  hydrating = false;
};

export const isInitialHydration = () => hydrating;
