/**
 * Code fetched during the start-up loads must show at once when its page renders. A
 * preloaded lazy component renders in the same pass, without its boundary's fallback (which React
 * would then hold up to 300 ms before revealing the page).
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPreload } from '../../src/ui/lazyPreload';

const show = (node: React.ReactNode) =>
  render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);

describe('lazyPreload', () => {
  it('renders a preloaded component in the first pass, never its fallback', async () => {
    const Page = lazyPreload(async () => ({ default: () => <p>the page</p> }));
    await Page.preload();
    show(<Page />);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while a component that was not preloaded loads, then the page', async () => {
    const Page = lazyPreload(async () => ({ default: () => <p>the page</p> }));
    show(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    let attempts = 0;
    const Page = lazyPreload(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: () => <p>the page</p> };
    });
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    show(<Page />);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
