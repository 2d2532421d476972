// Gatsby's fork of @reach/router ships no types; what the site uses of it (sections/lazy-section.tsx,
// and the tests' router in testing/render.tsx).
declare module '@gatsbyjs/reach-router' {
  import type { ComponentType, ReactNode } from 'react';

  export interface HistoryLocation {
    pathname: string;
    search: string;
    hash: string;
    state?: unknown;
    key?: string;
  }
  export interface History {
    readonly location: HistoryLocation;
    listen: (listener: (update: { location: HistoryLocation; action: string }) => void) => () => void;
    navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => Promise<void>;
  }
  export const useLocation: () => HistoryLocation;
  export const globalHistory: History;
  export const createHistory: (source: unknown) => History;
  export const createMemorySource: (initialPath?: string) => unknown;
  export const LocationProvider: ComponentType<{ history?: History; children?: ReactNode }>;
}
