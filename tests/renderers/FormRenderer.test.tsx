import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, type CreateParams } from 'react-admin';
import { FormRenderer } from '../../src/renderers/form/FormRenderer';
import type { FormPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';

const page: FormPage = {
  kind: 'create',
  resource: 'events',
  fields: [
    {
      field: 'code',
      label: 'fields.events.code',
      input: 'text',
      validators: [
        { name: 'required', params: { label: 'Code' } },
        { name: 'minLength', params: { min: 4 } },
      ],
    },
    { field: 'points', label: 'fields.events.points', input: 'number', validators: [] },
  ],
  redirect: 'EventDetails',
};

const messages = { fields: { events: { code: 'Code', points: 'Points' } } };

function setup(
  create: (resource: string, params: CreateParams) => Promise<{ data: { id: number } }>,
) {
  const spy = vi.fn(create);
  const harness = renderInAdmin(<FormRenderer page={page} />, {
    dataProvider: { create: spy as never },
    url: '/operators/9/events/new',
    basename: '/operators/9',
    messages,
  });
  return { create: spy, ...harness };
}

describe('FormRenderer (create)', () => {
  it('enforces both declared validators with their §5 messages', async () => {
    const user = userEvent.setup();
    const { create } = setup(() => Promise.resolve({ data: { id: 1 } }));
    const code = await screen.findByRole('textbox', { name: /Code/ });
    await user.type(code, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Minimum 4 characters length')).toBeInTheDocument();
    await user.clear(code);
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows server field errors next to the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { create } = setup(() =>
      Promise.reject(
        new HttpError('Invalid event', 400, {
          message: 'Invalid event',
          errors: { code: 'Code already used' },
        }),
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), 'spring');
    await user.type(screen.getByRole('spinbutton', { name: 'Points' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code already used')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'events',
      expect.objectContaining({ data: { code: 'spring', points: 12 } }),
    );
    expect(screen.getByRole('textbox', { name: /Code/ })).toHaveValue('spring');
    expect(screen.getByRole('spinbutton', { name: 'Points' })).toHaveValue(12);
  });

  it('adds no toast of its own to a failed save: the data layer has shown the §8 one', async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => undefined;
    const { create } = setup(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), 'spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    fail(new HttpError('Injected fault: HTTP 500', 500, { message: 'Injected fault: HTTP 500' }));
    // The save has settled once the button is back (it is busy while the call runs).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Injected fault: HTTP 500')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Code/ })).toHaveValue('spring');
  });

  it('saves, then goes to the declared route with the new id under the current mount', async () => {
    const user = userEvent.setup();
    const { location } = setup(() =>
      Promise.resolve({ data: { id: 55, code: 'spring' } as { id: number } }),
    );
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), 'spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/operators/9/events/55'));
  });
});

const editPage: FormPage = {
  kind: 'edit',
  resource: 'events',
  idParam: 'id',
  fields: page.fields,
  readOnly: [],
  delete: { confirm: 'Delete this event?', redirect: 'Events' },
};

describe('FormRenderer (edit)', () => {
  it('a failed delete adds no toast of its own and keeps the confirm open, to retry or cancel', async () => {
    const user = userEvent.setup();
    const deleteOne = vi.fn(() =>
      Promise.reject(
        new HttpError('Injected fault: HTTP 500', 500, { message: 'Injected fault: HTTP 500' }),
      ),
    );
    renderInAdmin(<FormRenderer page={editPage} />, {
      dataProvider: {
        getOne: (() => Promise.resolve({ data: { id: 7, code: 'spring', points: 3 } })) as never,
        delete: deleteOne as never,
      },
      url: '/events/7',
      route: '/events/:id',
      messages,
    });
    expect(await screen.findByRole('textbox', { name: /Code/ })).toHaveValue('spring');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this event?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled(),
    );
    expect(screen.queryByText('Injected fault: HTTP 500')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  /** Event 7's edit page with a delete that succeeds, its Delete confirm opened. */
  async function openDeleteConfirm() {
    const user = userEvent.setup();
    const deleteOne = vi.fn(() => Promise.resolve({ data: { id: 7 } }));
    renderInAdmin(<FormRenderer page={editPage} />, {
      dataProvider: {
        getOne: (() => Promise.resolve({ data: { id: 7, code: 'spring', points: 3 } })) as never,
        delete: deleteOne as never,
      },
      url: '/events/7',
      route: '/events/:id',
      messages,
    });
    expect(await screen.findByRole('textbox', { name: /Code/ })).toHaveValue('spring');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    return { user, deleteOne, dialog: await screen.findByRole('dialog') };
  }

  it("the confirm's button says its verb, Delete, and a delete that succeeds closes it", async () => {
    const { user, deleteOne, dialog } = await openDeleteConfirm();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('events', expect.objectContaining({ id: 7 })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the delete confirm opens on Cancel, not on Delete; Close comes first in Tab order', async () => {
    const { user, deleteOne, dialog } = await openDeleteConfirm();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    // Enter on the safe choice changes nothing.
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteOne).not.toHaveBeenCalled();
  });
});
