// Whether an element's content is wider than the element, so that it scrolls sideways; measured again
// whenever the element or its first child changes size. Before the first measure (the server's HTML,
// a browser without JavaScript) it is `initial`. Returns the ref to give the element: a callback,
// so an element rendered later (after hydration, say) is measured too.
import { useEffect, useState } from 'react';

export const useScrollsSideways = <Element extends HTMLElement>(initial = true) => {
  const [element, setElement] = useState<Element | null>(null);
  const [scrolls, setScrolls] = useState(initial);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrolls] as const;
};
