import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../src/overrides/renderers/ListFilterBar';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Runs `journey` on a clock that can skip the search box's pause (the box sends once typing
 * pauses): the clock still runs at its own pace, so everything else keeps its timing.
 */
export async function withSearchPause(journey: (user: User) => Promise<void>): Promise<void> {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await journey(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
  } finally {
    vi.useRealTimers();
  }
}

/** The pause after the last keystroke, passed at once. */
export const searchPauseEnds = () => act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
