import Slide from '@mui/material/Slide';
import type { ReactElement } from 'react';
import { useScrolledDown } from './useScrolledDown';

/**
 * Hides the top bar while the page scrolls down and brings it back on the way up, as
 * react-admin's HideOnScroll does, without its read of the scroll position at mount.
 */
export function HideOnScroll({ children }: { children: ReactElement }) {
  const hidden = useScrolledDown();
  return (
    <Slide appear={false} direction="down" in={!hidden}>
      {children}
    </Slide>
  );
}
