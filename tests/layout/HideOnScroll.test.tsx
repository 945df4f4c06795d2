import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HideOnScroll } from '../../src/overrides/layout/HideOnScroll';
import { fakeScroll } from '../support/scroll';

const { reads, scrollTo } = fakeScroll();

const bar = () => screen.getByTestId('bar');
const shown = () => expect(bar().style.visibility).not.toBe('hidden');
const hidden = () => waitFor(() => expect(bar().style.visibility).toBe('hidden'));

describe('the top bar hides while the page scrolls down (as react-admin’s HideOnScroll)', () => {
  it('starts shown without reading the scroll position (a forced layout at start-up)', () => {
    render(
      <HideOnScroll>
        <div data-testid="bar" />
      </HideOnScroll>,
    );
    shown();
    expect(reads()).toBe(0);
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
