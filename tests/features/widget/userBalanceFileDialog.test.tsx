import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserBalanceFileDialog } from '../../../src/features/widget/UserBalanceFileDialog';
import { consoleWrapper } from '../../operator/support';

const dp = { getPrizePoolSettings: vi.fn(), downloadBalances: vi.fn() };

const PENDING =
  'Please wait a few minutes while the file with user balances is being generated. Thank you for your patience!';
const DONE_1 =
  'This file displays the balances of all users in points and USD at the time the FNC program was finished.';
const DONE_2 = 'You can download it now or access it later from your account whenever you need.';

function renderDialog(open: boolean, onClose: () => void = () => undefined) {
  const { Wrapper } = consoleWrapper({ dataProvider: dp });
  const view = render(<UserBalanceFileDialog open={open} onClose={onClose} />, {
    wrapper: Wrapper,
  });
  return view;
}

beforeEach(() => {
  dp.getPrizePoolSettings.mockReset();
  dp.downloadBalances.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('UserBalanceFileDialog', () => {
  it('says the file is being generated and keeps Download disabled while PENDING', async () => {
    dp.getPrizePoolSettings.mockResolvedValue({ csvReportGenerationStatus: 'PENDING' });
    renderDialog(true);
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Balance File' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.queryByText(DONE_1)).not.toBeInTheDocument();
  });

  it('shows both DONE texts and downloads User_Balances.zip', async () => {
    dp.getPrizePoolSettings.mockResolvedValue({ csvReportGenerationStatus: 'DONE' });
    dp.downloadBalances.mockResolvedValue(new Blob(['zip'], { type: 'application/zip' }));
    const createUrl = vi.fn(() => 'blob:balances');
    const revokeUrl = vi.fn();
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: revokeUrl });
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const onClose = vi.fn();

    renderDialog(true, onClose);
    expect(await screen.findByText(DONE_1)).toBeInTheDocument();
    expect(screen.getByText(DONE_2)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(downloads).toEqual(['User_Balances.zip']));
    expect(dp.downloadBalances).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    click.mockRestore();
  });

  it('treats a failed status load as not ready: Download stays disabled', async () => {
    dp.getPrizePoolSettings.mockRejectedValue(new Error('down'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDialog(true);
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('asks nothing while closed, and the server again at each opening', async () => {
    dp.getPrizePoolSettings.mockResolvedValueOnce({ csvReportGenerationStatus: 'PENDING' });
    const { Wrapper } = consoleWrapper({ dataProvider: dp });
    const view = render(<UserBalanceFileDialog open={false} onClose={() => undefined} />, {
      wrapper: Wrapper,
    });
    expect(dp.getPrizePoolSettings).not.toHaveBeenCalled();
    view.rerender(<UserBalanceFileDialog open onClose={() => undefined} />);
    expect(await screen.findByText(PENDING)).toBeInTheDocument();

    view.rerender(<UserBalanceFileDialog open={false} onClose={() => undefined} />);
    dp.getPrizePoolSettings.mockResolvedValueOnce({ csvReportGenerationStatus: 'DONE' });
    view.rerender(<UserBalanceFileDialog open onClose={() => undefined} />);
    // No stale PENDING while the server is asked again.
    expect(screen.queryByText(PENDING)).toBeNull();
    expect(await screen.findByText(DONE_1)).toBeInTheDocument();
    expect(dp.getPrizePoolSettings).toHaveBeenCalledTimes(2);
  });
});
