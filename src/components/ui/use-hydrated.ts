// False during the server render and the first client render, true after: what depends on the
// browser (the URL query, today's date) waits for it so hydration matches the static HTML.
import { useEffect, useState } from 'react';

export const useHydrated = () => {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
};
