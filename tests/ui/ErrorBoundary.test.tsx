import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../../src/monitoring/chunkErrors';
import { setCaughtErrorReporter } from '../../src/monitoring/report';
import { ErrorBoundary } from '../../src/ui/ErrorBoundary';
import { PageError, WidgetError } from '../../src/ui/PageError';
import { pageReload } from '../../src/ui/pageReload';

const STALE_CHUNK = new TypeError(
  'Failed to fetch dynamically imported module: https://console.example.com/assets/Users-0ld.js',
);

/** A page that crashes while `broken.now` is true. */
const broken = {
  now: true,
  error: new Error('Cannot read properties of undefined (reading "name")') as unknown,
};
function Fragile() {
  if (broken.now) throw broken.error;
  return <p>Page content</p>;
}

function Shell({ resetKey }: { resetKey?: string }) {
  return (
    <MemoryRouter>
      <nav aria-label="Main menu">Menu</nav>
      <ErrorBoundary resetKey={resetKey} fallback={(p) => <PageError {...p} />}>
        <Fragile />
      </ErrorBoundary>
    </MemoryRouter>
  );
}

beforeEach(() => {
  broken.now = true;
  broken.error = new Error('Cannot read properties of undefined (reading "name")');
  // React logs every caught error; the boundary logs it too. Both are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  setCaughtErrorReporter(null);
});

describe('page error boundary', () => {
  it('shows a friendly error with a retry and a way home; what is around it stays', async () => {
    render(<Shell />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown');
    expect(alert).toHaveTextContent('Oops! Something went wrong! Please try again!');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('retrying a page that still fails shows the error again, not a blank', async () => {
    render(<Shell />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
  });

  it('gives way to the next page when the route changes', () => {
    const { rerender } = render(<Shell resetKey="/users" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken.now = false;
    rerender(<Shell resetKey="/events" />);
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('a chunk that cannot be downloaded (a new deploy) offers a reload instead of a retry', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    broken.error = STALE_CHUNK;
    render(<Shell />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A new version of the console is available',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('hands the caught error to error reporting, with the component stack', () => {
    const reported: [unknown, string | undefined][] = [];
    setCaughtErrorReporter((error, stack) => reported.push([error, stack]));
    render(<Shell />);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.[0]).toBe(broken.error);
    expect(reported[0]?.[1]).toContain('Fragile');
  });
});

describe('top-bar widget error boundary', () => {
  function Widget({ error }: { error: unknown }): never {
    throw error;
  }
  function Bar({ error }: { error: unknown }) {
    const [count, setCount] = useState(0);
    return (
      <header>
        <h1>Users</h1>
        <ErrorBoundary fallback={WidgetError}>
          <Widget error={error} />
        </ErrorBoundary>
        <button onClick={() => setCount(count + 1)}>Account menu {count}</button>
      </header>
    );
  }

  it('a crashing widget leaves its place empty and the bar working', async () => {
    render(<Bar error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reload/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu 0' }));
    expect(screen.getByRole('button', { name: 'Account menu 1' })).toBeInTheDocument();
  });

  it('a widget whose chunk cannot be downloaded offers a reload', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    render(<Bar error={STALE_CHUNK} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('what counts as a chunk that could not be downloaded', () => {
  it.each<[string, unknown, boolean]>([
    ['Chromium', STALE_CHUNK, true],
    [
      'Firefox',
      new TypeError('error loading dynamically imported module: https://x/assets/a.js'),
      true,
    ],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/index-abc.css'), true],
    [
      'webpack-style',
      Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
      true,
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'map')"), false],
    ['a failed API call', new Error('Failed to fetch'), false],
    ['not an Error', 'Failed to fetch dynamically imported module', false],
  ])('%s → %s', (_, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
