import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` has been true through a transition. The console's first screen, drawn beneath
 * the loader when the start-up answers come in, then renders in slices the browser can run
 * between instead of in one long task (~170 ms of main thread, four times that on
 * Lighthouse's phone, would be most of its Total Blocking Time); only the commit is one task. True at
 * once when `ready` already is at mount.
 */
export function useReadyInTransition(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return ready && shown;
}
