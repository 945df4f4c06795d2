/**
 * The console's first screen beneath the start-up loader is drawn in a transition (in
 * slices), not in the render the start-up answers bring.
 */
import { act, render, renderHook } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useReadyInTransition } from '../../src/app/useReadyInTransition';

/** React's flag for test environments: updates outside act() are queued as in a browser when off. */
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('useReadyInTransition', () => {
  it('is false while not ready', () => {
    const { result } = renderHook(() => useReadyInTransition(false));
    expect(result.current).toBe(false);
  });

  it('is true at once when ready from the start (nothing to draw in the background)', () => {
    const { result } = renderHook(() => useReadyInTransition(true));
    expect(result.current).toBe(true);
  });

  it('turns true after the render that made it ready, in a later (transition) render', async () => {
    // What each committed render drew: [ready, drawn].
    const drawn: [boolean, boolean][] = [];
    let makeReady = () => undefined as void;
    function Probe() {
      const [ready, setReady] = useState(false);
      makeReady = () => setReady(true);
      const value = useReadyInTransition(ready);
      useEffect(() => void drawn.push([ready, value]));
      return null;
    }
    render(<Probe />);
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      makeReady();
      await vi.waitFor(() => expect(drawn.at(-1)).toEqual([true, true]));
      // The answers' own render drew nothing more; the next one did.
      expect(drawn).toEqual([
        [false, false],
        [true, false],
        [true, true],
      ]);
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('stays false when no longer ready', () => {
    const { result, rerender } = renderHook(({ ready }) => useReadyInTransition(ready), {
      initialProps: { ready: true },
    });
    act(() => rerender({ ready: false }));
    expect(result.current).toBe(false);
  });
});
