import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HideOnScroll } from '../../src/layout/HideOnScroll';

// The page's scroll position as the test sets it, and how often the code read it.
let y = 0;
let reads = 0;

beforeEach(() => {
  y = 0;
  reads = 0;
  // Either name reads the position (MUI's trigger reads pageYOffset).
  for (const name of ['scrollY', 'pageYOffset'])
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => {
        reads += 1;
        return y;
      },
    });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY');
  Reflect.deleteProperty(window, 'pageYOffset');
});

const scrollTo = (to: number) =>
  act(() => {
    y = to;
    window.dispatchEvent(new Event('scroll'));
  });

const bar = () => screen.getByTestId('bar');
const shown = () => expect(bar().style.visibility).not.toBe('hidden');
const hidden = () => waitFor(() => expect(bar().style.visibility).toBe('hidden'));

describe('the top bar hides while the page scrolls down (as react-admin’s HideOnScroll)', () => {
  it('starts shown without reading the scroll position (a forced layout at start-up, issue 30)', () => {
    render(
      <HideOnScroll>
        <div data-testid="bar" />
      </HideOnScroll>,
    );
    shown();
    expect(reads).toBe(0);
  });

  it('hides past 100 px down, comes back on the way up, stays while near the top', async () => {
    render(
      <HideOnScroll>
        <div data-testid="bar" />
      </HideOnScroll>,
    );
    scrollTo(80);
    shown();
    scrollTo(300);
    await hidden();
    scrollTo(250);
    await waitFor(shown);
    scrollTo(400);
    await hidden();
  });
});
