// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';
import TeamActions from '../../pages/components/TeamActions';

const page = {
  kind: 'tabs',
  tabs: [
    {
      id: 'team',
      label: 'tabs.Settings.team',
      page: {
        kind: 'list',
        resource: 'members',
        columns: [
          { field: 'id', label: 'fields.members.id', type: 'text', sortable: true },
          { field: 'email', label: 'fields.members.email', type: 'email', sortable: true },
          { field: 'role', label: 'fields.members.role', type: 'text', sortable: true },
          {
            field: 'createdAt',
            label: 'fields.members.createdAt',
            type: 'datetime',
            sortable: true,
          },
        ],
        filters: [
          { field: 'q', label: 'filters.members.q', kind: 'search', alwaysOn: true },
          {
            field: 'role',
            label: 'filters.members.role',
            kind: 'select',
            choices: [
              { value: 'ROLE_ADMIN', label: 'choices.members.role.ROLE_ADMIN' },
              { value: 'ROLE_DEVELOPMENT', label: 'choices.members.role.ROLE_DEVELOPMENT' },
              { value: 'ROLE_MARKETING', label: 'choices.members.role.ROLE_MARKETING' },
              { value: 'ROLE_PRODUCT', label: 'choices.members.role.ROLE_PRODUCT' },
              { value: 'ROLE_SUPPORT', label: 'choices.members.role.ROLE_SUPPORT' },
              { value: 'ROLE_MODERATOR', label: 'choices.members.role.ROLE_MODERATOR' },
            ],
            alwaysOn: false,
          },
        ],
        exportCsv: false,
        rowActions: 'TeamActions',
      },
    },
    {
      id: 'general',
      label: 'tabs.Settings.general',
      page: {
        kind: 'settings',
        get: 'settings.get',
        put: 'settings.update',
        fields: [
          {
            field: 'name',
            label: 'fields.settings.name',
            input: 'text',
            validators: [
              { name: 'required', params: { label: 'Name' } },
              { name: 'maxLength', params: { max: 100 } },
            ],
          },
          {
            field: 'websiteUrl',
            label: 'fields.settings.websiteUrl',
            input: 'url',
            validators: [{ name: 'url' }],
          },
          {
            field: 'supportEmail',
            label: 'fields.settings.supportEmail',
            input: 'email',
            validators: [{ name: 'email' }],
          },
        ],
      },
    },
  ],
} as const satisfies PageDef;

export default function SettingsPage() {
  return <PageRenderer page={page} components={{ TeamActions }} />;
}
