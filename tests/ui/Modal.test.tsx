import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/ui/Modal';

function renderModal(props: Partial<React.ComponentProps<typeof Modal>> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  render(
    <Modal open title="Invite Member" onClose={onClose} onSubmit={onSubmit} {...props}>
      <p>Body text</p>
    </Modal>,
  );
  return { onClose, onSubmit, dialog: screen.getByRole('dialog', { name: 'Invite Member' }) };
}

describe('Modal (§2 generic modal)', () => {
  it('defaults to 500 px wide with the buttons Cancel and Submit', () => {
    const { dialog } = renderModal();
    expect(dialog).toHaveStyle({ width: '500px' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('takes another width (Manage Plan is 1200)', () => {
    const { dialog } = renderModal({ width: 1200 });
    expect(dialog).toHaveStyle({ width: '1200px' });
  });

  it('closes by Esc, the close button and Cancel, and submits by Submit when idle', async () => {
    const user = userEvent.setup();
    const { onClose, onSubmit, dialog } = renderModal();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on an outside click when idle', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed by Esc, outside click, close button or Cancel while loading (§4)', async () => {
    const user = userEvent.setup();
    const { onClose, onSubmit, dialog } = renderModal({ loading: true });
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.MuiBackdrop-root') as Element);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toBeDisabled();
    fireEvent.click(close);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('submits a form inside it when given the form id, so the form validates first', async () => {
    const user = userEvent.setup();
    const handle = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <Modal open title="Form" onClose={() => {}} submitFormId="the-form" submitText="Invite">
        <form id="the-form" onSubmit={handle} />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('opens with the caret in its first field, the close button one Shift+Tab before it', async () => {
    const user = userEvent.setup();
    render(
      <Modal open title="Invite Member" onClose={() => {}} onSubmit={() => {}}>
        <p>Who joins?</p>
        <label>
          Email <input type="email" />
        </label>
        <label>
          Note <textarea />
        </label>
      </Modal>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('with no field, opens on Cancel (the safe choice), the close button first in Tab order', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal({ submitText: 'Delete' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Close leads the Tab order: from it, Tab goes on to Cancel, then the verb.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('with custom buttons and no field, leaves the focus with the dialog, Close one Tab away', async () => {
    const user = userEvent.setup();
    renderModal({ actions: <button type="button">Done</button> });
    await new Promise((ok) => setTimeout(ok, 400));
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
