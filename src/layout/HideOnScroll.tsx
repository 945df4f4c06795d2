import Slide from '@mui/material/Slide';
import { useEffect, useState, type ReactElement } from 'react';

/** How far down the page the bar starts to hide (MUI's useScrollTrigger default). */
const THRESHOLD_PX = 100;

/**
 * Hides the top bar while the page scrolls down and brings it back on the way up, as
 * react-admin's HideOnScroll does, without reading the scroll position when it mounts: that
 * read, right after the console's first commit, forced a layout of the whole new page inside
 * the start-up's longest task (issue 30). A page opens at the top, so the bar starts shown.
 */
export function HideOnScroll({ children }: { children: ReactElement }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const up = last !== undefined && y < last;
      last = y;
      setHidden(!up && y > THRESHOLD_PX);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Slide appear={false} direction="down" in={!hidden}>
      {children}
    </Slide>
  );
}
