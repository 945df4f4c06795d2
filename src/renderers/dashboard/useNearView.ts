import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below the screen a chart starts loading. Small: on a phone the charts begin about a
 * screen below the top, under the figures, and a wider margin took them into the first screen.
 */
const AHEAD = '100px';

/**
 * True once the element has come within AHEAD of the screen while `watch` holds (the page has its
 * final layout: skeletons are shorter than the figures), and from then on. A dashboard's charts
 * are its heaviest code: on a phone they sit below the figures, so they load as the
 * operator scrolls to them, not during the first screen. Without IntersectionObserver: at once.
 */
export function useNearView(ref: RefObject<Element | null>, watch = true): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !watch || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, watch]);
  return near;
}
