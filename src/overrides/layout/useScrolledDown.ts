import { useEffect, useState } from 'react';

/** How far down the page counts as scrolled down (MUI's useScrollTrigger default). */
const THRESHOLD_PX = 100;

/**
 * Whether the page is past 100 px and not on its way back up, as MUI's useScrollTrigger answers,
 * without reading the scroll position when it mounts: that read, right after the console's first
 * commit, would force a layout of the whole new page inside the start-up's longest task. A
 * page opens at the top, so the answer starts false.
 */
export function useScrolledDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const up = last !== undefined && y < last;
      last = y;
      setDown(!up && y > THRESHOLD_PX);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}
