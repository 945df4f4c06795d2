// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'tabs',
  tabs: [
    {
      id: 'list',
      label: 'tabs.Rewards.list',
      section: 'REWARDS.LIST',
      page: {
        kind: 'list',
        resource: 'rewards',
        columns: [
          { field: 'id', label: 'fields.rewards.id', type: 'text', sortable: true },
          { field: 'name', label: 'fields.rewards.name', type: 'text', sortable: true },
          { field: 'price', label: 'fields.rewards.price', type: 'number', sortable: true },
          { field: 'status', label: 'fields.rewards.status', type: 'status', sortable: true },
          {
            field: 'createdAt',
            label: 'fields.rewards.createdAt',
            type: 'datetime',
            sortable: true,
          },
        ],
        filters: [{ field: 'q', label: 'filters.rewards.q', kind: 'search', alwaysOn: true }],
        exportCsv: false,
      },
    },
    {
      id: 'moderation',
      label: 'tabs.Rewards.moderation',
      section: 'REWARDS.MODERATION',
      page: {
        kind: 'list',
        resource: 'rewardModeration',
        columns: [
          {
            field: 'rewardTitle',
            label: 'fields.rewardModeration.rewardTitle',
            type: 'text',
            sortable: true,
          },
          {
            field: 'userLogin',
            label: 'fields.rewardModeration.userLogin',
            type: 'email',
            sortable: true,
          },
          {
            field: 'status',
            label: 'fields.rewardModeration.status',
            type: 'status',
            sortable: true,
          },
          {
            field: 'createdAt',
            label: 'fields.rewardModeration.createdAt',
            type: 'datetime',
            sortable: true,
          },
        ],
        filters: [
          { field: 'q', label: 'filters.rewardModeration.q', kind: 'search', alwaysOn: true },
        ],
        exportCsv: false,
      },
    },
  ],
} as const satisfies PageDef;

export default function RewardsPage() {
  return <PageRenderer page={page} />;
}
