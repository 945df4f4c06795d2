import { useInsertionEffect, useLayoutEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` in the production build
 * (vite.config.ts), so that a styled component's rules are written while it renders rather than
 * in the commit.
 *
 * Emotion turns a component's styles into CSS rules (stylis) the first time they are inserted.
 * With React's insertion effect that happens in the commit, one task for the whole first screen:
 * a third of the start-up's last long task, the one that paints the rows. Written during render,
 * the same work runs in the transition's slices, which yield to the browser every few
 * milliseconds. Emotion did this before React had insertion effects, and still does without them.
 *
 * Order is kept: a component renders before its children, as its insertion effect runs before
 * theirs (emotion's inserter is the first child of what it styles). A render React throws away
 * leaves its rules in the sheet, unused: the class names are the styles' hashes, so a later
 * render finds them there and writes nothing twice.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};

/** Global styles keep React's insertion effect, as emotion's own module gives them. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect ?? useLayoutEffect;
