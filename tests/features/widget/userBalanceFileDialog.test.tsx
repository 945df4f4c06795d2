import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserBalanceFileDialog } from '../../../src/features/widget/UserBalanceFileDialog';

const api = vi.hoisted(() => ({ getPrizePoolSettings: vi.fn(), getUserBalancesFile: vi.fn() }));
vi.mock('../../../src/data/pagesApi', () => api);

const PENDING =
  'Please wait a few minutes while the file with user balances is being generated. Thank you for your patience!';
const DONE_1 =
  'This file displays the balances of all users in points and USD at the time the FNC program was finished.';
const DONE_2 = 'You can download it now or access it later from your account whenever you need.';

beforeEach(() => {
  api.getPrizePoolSettings.mockReset();
  api.getUserBalancesFile.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('UserBalanceFileDialog', () => {
  it('says the file is being generated and keeps Download disabled while PENDING', async () => {
    api.getPrizePoolSettings.mockResolvedValue({ csvReportGenerationStatus: 'PENDING' });
    render(<UserBalanceFileDialog open onClose={() => undefined} />);
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Balance File' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.queryByText(DONE_1)).not.toBeInTheDocument();
  });

  it('shows both DONE texts and downloads User_Balances.zip', async () => {
    api.getPrizePoolSettings.mockResolvedValue({ csvReportGenerationStatus: 'DONE' });
    api.getUserBalancesFile.mockResolvedValue(new Blob(['zip'], { type: 'application/zip' }));
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

    render(<UserBalanceFileDialog open onClose={onClose} />);
    expect(await screen.findByText(DONE_1)).toBeInTheDocument();
    expect(screen.getByText(DONE_2)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(downloads).toEqual(['User_Balances.zip']));
    expect(api.getUserBalancesFile).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    click.mockRestore();
  });

  it('treats a failed status load as not ready: Download stays disabled', async () => {
    api.getPrizePoolSettings.mockRejectedValue(new Error('down'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<UserBalanceFileDialog open onClose={() => undefined} />);
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
