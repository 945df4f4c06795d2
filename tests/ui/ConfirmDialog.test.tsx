import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmationData } from '../../src/ui/ConfirmDialog';

function renderConfirm(data: ConfirmationData, loading = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog open data={data} onConfirm={onConfirm} onCancel={onCancel} loading={loading} />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: data.title }) };
}

describe('ConfirmDialog (§2 confirmation dialog data)', () => {
  it('defaults its buttons to Cancel and OK', () => {
    const { dialog } = renderConfirm({
      type: 'warning',
      title: 'Downgrade',
      description: 'Please confirm you want to downgrade.',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm you want to downgrade.')).toBeInTheDocument();
  });

  it('shows the given texts, disclaimer and width', () => {
    const { dialog } = renderConfirm({
      type: 'error',
      title: 'Remove member',
      description: 'The member loses access.',
      disclaimer: 'This cannot be undone.',
      cancelText: 'Keep',
      submitText: 'Remove',
      maxWidth: 420,
    });
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveClass(
      'MuiButton-contained',
      'MuiButton-colorError',
    );
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(dialog).toHaveStyle({ width: '420px' });
  });

  it.each([
    ['success', 'MuiButton-colorPrimary', 'Success'],
    ['error', 'MuiButton-colorError', 'Error'],
    ['warning', 'MuiButton-colorWarning', 'Warning'],
  ] as const)(
    'type %s draws the confirm button contained in %s and names its icon %s',
    (type, buttonClass, iconName) => {
      const { dialog } = renderConfirm({ type, title: 'T' });
      expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveClass(
        'MuiButton-contained',
        buttonClass,
      );
      expect(within(dialog).getByRole('img', { name: iconName })).toBeInTheDocument();
    },
  );

  it('confirms and cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel, dialog } = renderConfirm({ type: 'success', title: 'Done' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while its action runs', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderConfirm({ type: 'warning', title: 'Wait' }, true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
