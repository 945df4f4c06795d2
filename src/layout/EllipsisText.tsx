import { useLayoutEffect, useRef, useState, type ElementType } from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';

/** A long-press on a phone shows the full text (MUI's default, 700 ms, reads as a press and hold). */
const LONG_PRESS_MS = 500;

/**
 * One line of text cut with an ellipsis when it does not fit. Cut, it can be focused and shows its
 * full text in a tooltip on hover, focus and long-press, and keeps it as the native title;
 * whole, it is plain text.
 */
export function EllipsisText({
  text,
  component,
  ...props
}: { text: string; component?: ElementType } & Omit<TypographyProps, 'children' | 'noWrap'>) {
  const ref = useRef<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCut(el.scrollWidth > el.clientWidth + 1);
    // A new observer reports the element once, after the browser's own layout: measured here
    // instead, every page change would force a layout of the whole new page mid-render.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  // One tree whether cut or not: swapping the tooltip in would remount the text, and the
  // observer would go on measuring the element that left.
  return (
    <Tooltip
      title={cut ? text : ''}
      describeChild
      enterTouchDelay={LONG_PRESS_MS}
      disableHoverListener={!cut}
      disableFocusListener={!cut}
      disableTouchListener={!cut}
    >
      <Typography
        {...props}
        {...(component ? { component } : {})}
        ref={ref}
        noWrap
        tabIndex={cut ? 0 : undefined}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
