import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageDef } from '../../../src/model/types';

// Which of the dashboard's lazy chunks were fetched, seen through their modules' evaluation.
const evaluated = vi.hoisted(() => new Set<string>());
vi.mock('../../../src/renderers/dashboard/DashboardChart', () => {
  evaluated.add('charts');
  return { default: () => null };
});
vi.mock('../../../src/renderers/dashboard/DashboardRenderer', () => {
  evaluated.add('renderer');
  return { default: () => null };
});

const { preloadPageKind } = await import('../../../src/renderers/dashboard/lazy');
const { useNearView } = await import('../../../src/renderers/dashboard/useNearView');

const chartsPage = {
  kind: 'dashboard',
  cards: [],
  links: [],
  charts: [{ id: 'c', kind: 'line', label: 'Per day', field: 'perDay', x: 'date', y: 'count' }],
} as unknown as PageDef;

function Probe({ watch = true }: { watch?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearView(ref, watch) ? 'near' : 'far'}</div>;
}

/** A stand-in IntersectionObserver that the test tells when its element comes near. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class Stub {
    disconnected = false;
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  const comeNear = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers)
        o.callback([{ isIntersecting } as IntersectionObserverEntry], o as never);
    });
  return { observers, comeNear };
}

afterEach(() => vi.unstubAllGlobals());

describe("a dashboard's charts load after its first screen", () => {
  it("preloading a dashboard page fetches its renderer, not the charts' chunk", async () => {
    preloadPageKind(chartsPage);
    await vi.waitFor(() => expect(evaluated.has('renderer')).toBe(true));
    expect(evaluated.has('charts')).toBe(false);
  });

  it('a chart far below the screen waits until it comes near, then stays drawn', async () => {
    const { observers, comeNear } = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    comeNear(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    comeNear(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('while the figures load (skeletons, a shorter page) nearness is not judged', () => {
    const { observers, comeNear } = stubObserver();
    const { rerender } = render(<Probe watch={false} />);
    expect(observers).toHaveLength(0);
    rerender(<Probe watch />);
    comeNear(true);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('without IntersectionObserver the chart is drawn at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
