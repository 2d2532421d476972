import { useEffect, useState } from 'react';

// A section is current once its top has passed this line: just under where an anchor lands
// (scroll-margin-top: 250px in global.css), so following a link of the bar marks that link.
const CURRENT_LINE_PX = 260;

/**
 * The id of the section being read, among `ids` (in page order), for an AnchorBar's `current`:
 * the last one whose top is above the line, or none above the first. Read on scroll, at most
 * once a frame.
 */
export const useCurrentSection = (ids: readonly string[]) => {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const key = ids.join(' ');
  useEffect(() => {
    const sections = key.split(' ').flatMap((id) => document.getElementById(id) ?? []);
    let frame = 0;
    const update = () => {
      frame = 0;
      const passed = sections.filter((section) => section.getBoundingClientRect().top <= CURRENT_LINE_PX);
      setCurrent(passed.at(-1)?.id);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return current;
};
