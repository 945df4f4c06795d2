import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, useNotificationContext } from 'react-admin';
import { FormRenderer } from '../../src/renderers/form/FormRenderer';
import { ShowRenderer } from '../../src/renderers/show/ShowRenderer';
import { SettingsRenderer } from '../../src/renderers/settings/SettingsRenderer';
import { PageSectionContext } from '../../src/renderers/shared/readOnlyForm';
import type { FormPage, SettingsPage, ShowPage } from '../../src/renderers/shared/pageKinds';
import type * as Permissions from '../../src/generated/permissions';
import { renderInAdmin } from './harness';

/**
 * A matrix with a role that may only read (the kind of grant change a product person makes in
 * schema/permissions.yaml), beside the committed one: the renderers follow whatever it says.
 */
vi.mock('../../src/generated/permissions', async (original) => {
  const real = await original<typeof Permissions>();
  return {
    ...real,
    PERMISSIONS: {
      ...real.PERMISSIONS,
      ROLE_READER: { EVENTS: ['read'], TAP_TO_EARN: ['read'], USERS: ['read'] },
      ROLE_EDITOR: { EVENTS: ['read', 'update'], TAP_TO_EARN: ['read', 'update'] },
    },
  };
});
vi.mock('../../src/validation', () => ({ buildValidators: () => [] }));

const edit: FormPage = {
  kind: 'edit',
  resource: 'events',
  idParam: 'id',
  fields: [{ field: 'code', label: 'fields.events.code', input: 'text', validators: [] }],
  readOnly: [],
  delete: { confirm: 'records.delete.confirm', redirect: 'Events' },
};
const messages = { fields: { events: { code: 'Code' } } };

function openEdit(
  role: string,
  getOne = () => Promise.resolve({ data: { id: 7, code: 'SPRING' } }),
) {
  return renderInAdmin(<FormRenderer page={edit} />, {
    dataProvider: { getOne: getOne as never },
    url: '/events/7',
    route: '/events/:id',
    messages,
    role,
  });
}

describe('an edit page, as the role’s grants on its section allow (§6)', () => {
  it('opens read-only for a role that may only read: the value shown, no Save, no Delete', async () => {
    openEdit('ROLE_READER');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveValue('SPRING'));
    expect(code).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers Save to a role that may update, and Delete only with delete', async () => {
    openEdit('ROLE_EDITOR');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(code).not.toHaveAttribute('readonly');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers Save and Delete to a role with every grant', async () => {
    openEdit('ROLE_ADMIN');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

const settings: SettingsPage = {
  kind: 'settings',
  get: 'tapToEarn.settings',
  put: 'tapToEarn.updateSettings',
  fields: [
    { field: 'dailyLimit', label: 'fields.tapToEarn.dailyLimit', input: 'number', validators: [] },
  ],
};

function openSettings(role: string, section: string | undefined) {
  renderInAdmin(
    <PageSectionContext.Provider value={section}>
      <SettingsRenderer page={settings} />
    </PageSectionContext.Provider>,
    {
      dataProvider: { getSingleton: () => Promise.resolve({ dailyLimit: 100 }) } as never,
      url: '/tap-to-earn',
      messages: { fields: { tapToEarn: { dailyLimit: 'Daily limit' } } },
      role,
    },
  );
}

describe('a settings form, as the role’s grants on the page’s section allow (§6)', () => {
  it.each([
    ['ROLE_READER', 'TAP_TO_EARN', false],
    ['ROLE_EDITOR', 'TAP_TO_EARN', true],
    ['ROLE_READER', undefined, true],
  ] as const)('as %s on section %s: Save offered %s', async (role, section, saves) => {
    openSettings(role, section);
    const limit = await screen.findByRole('spinbutton', { name: 'Daily limit' });
    expect(limit).toHaveValue(100);
    expect(limit.hasAttribute('readonly')).toBe(!saves);
    expect(screen.queryByRole('button', { name: 'Save' }) !== null).toBe(saves);
  });
});

const show: ShowPage = {
  kind: 'show',
  resource: 'users',
  idParam: 'userId',
  fields: [{ field: 'login', label: 'fields.users.login', type: 'text', sortable: false }],
};

// §8: the API's message is the toast (the HTTP client shows it); the page adds no vaguer notice of
// its own ("Element does not exist"). The route's parameter is optional so the page, and its
// notifications, stay mounted on the list's path the failure leads to.
describe('a record the API does not have (404)', () => {
  const noticed: string[] = [];
  /** Every notice react-admin queues, as it is queued. */
  function Notices() {
    const { notifications } = useNotificationContext();
    noticed.push(...notifications.map((n) => String(n.message)));
    return null;
  }
  const missing = vi.fn(() =>
    Promise.reject(new HttpError('User 7 not found', 404, { message: 'User 7 not found' })),
  );
  beforeEach(() => {
    noticed.length = 0;
    missing.mockClear();
  });
  const settle = async () => {
    await waitFor(() => expect(missing).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 100));
  };

  it('show page: no react-admin "Element does not exist"', async () => {
    renderInAdmin(
      <>
        <ShowRenderer page={show} />
        <Notices />
      </>,
      {
        dataProvider: { getOne: missing as never },
        url: '/users/7',
        route: '/users/:userId?',
      },
    );
    await settle();
    expect(noticed).not.toContain('ra.notification.item_doesnt_exist');
  });

  it('edit page: the same', async () => {
    renderInAdmin(
      <>
        <FormRenderer page={edit} />
        <Notices />
      </>,
      {
        dataProvider: { getOne: missing as never },
        url: '/events/7',
        route: '/events/:id?',
        messages,
      },
    );
    await settle();
    expect(noticed).not.toContain('ra.notification.item_doesnt_exist');
  });
});
