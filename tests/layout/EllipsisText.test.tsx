import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EllipsisText } from '../../src/layout/EllipsisText';
import { TopBar } from '../../src/layout/TopBar';
import { ConsoleFrame, operatorState, routeNamed } from './support';

/** jsdom lays nothing out: a box is "cut" when its text is wider than the box says it is. */
function textWider(cut: boolean) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(cut ? 400 : 100);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
}
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const LONG = 'Missions Insights for the whole season';

describe('a line of text cut with an ellipsis', () => {
  it('whole: plain text, not focusable, no tooltip', () => {
    textWider(false);
    render(<EllipsisText text={LONG} component="h1" />);
    const heading = screen.getByRole('heading', { name: LONG });
    expect(heading).not.toHaveAttribute('tabindex');
    expect(heading).not.toHaveAttribute('title');
  });

  // MUI opens a tooltip on a keyboard focus only (:focus-visible, which jsdom does not judge):
  // here the focus is the keyboard's reach, the tooltip is shown by a pointer.
  it('cut: reachable by the keyboard, its full text as the title and in a tooltip', async () => {
    textWider(true);
    render(<EllipsisText text={LONG} component="h1" />);
    const heading = screen.getByRole('heading', { name: LONG });
    expect(heading).toHaveAttribute('title', LONG);
    await userEvent.tab();
    expect(heading).toHaveFocus();
    await userEvent.hover(heading);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
  });

  it('cut: a long-press shows the full text', async () => {
    textWider(true);
    vi.useFakeTimers();
    render(<EllipsisText text={LONG} component="h1" />);
    fireEvent.touchStart(screen.getByRole('heading', { name: LONG }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent(LONG);
  });

  it("the top bar's title and the operator's name keep their full text when cut", () => {
    textWider(true);
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42' });
    render(
      <ConsoleFrame route={routeNamed('Users')} state={state} operatorViewId="42">
        <TopBar />
      </ConsoleFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toHaveAttribute(
      'title',
      'Users',
    );
    expect(screen.getByText(/Acme Games/)).toHaveAttribute(
      'title',
      expect.stringMatching(/Acme Games/),
    );
  });
});
