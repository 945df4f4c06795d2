// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'tabs',
  tabs: [
    {
      id: 'list',
      label: 'tabs.Missions.list',
      section: 'MISSIONS.LIST',
      page: {
        kind: 'list',
        resource: 'missions',
        columns: [
          { field: 'id', label: 'fields.missions.id', type: 'text', sortable: true },
          { field: 'title', label: 'fields.missions.title', type: 'text', sortable: true },
          { field: 'category', label: 'fields.missions.category', type: 'text', sortable: true },
          { field: 'reward', label: 'fields.missions.reward', type: 'number', sortable: true },
          { field: 'status', label: 'fields.missions.status', type: 'status', sortable: true },
          {
            field: 'createdAt',
            label: 'fields.missions.createdAt',
            type: 'datetime',
            sortable: true,
          },
        ],
        filters: [{ field: 'q', label: 'filters.missions.q', kind: 'search', alwaysOn: true }],
        rowClick: 'MissionDetails',
        exportCsv: false,
        create: 'MissionNew',
      },
    },
    {
      id: 'moderation',
      label: 'tabs.Missions.moderation',
      section: 'MISSIONS.MODERATION',
      page: {
        kind: 'list',
        resource: 'missionModeration',
        columns: [
          {
            field: 'missionTitle',
            label: 'fields.missionModeration.missionTitle',
            type: 'text',
            sortable: true,
          },
          {
            field: 'userLogin',
            label: 'fields.missionModeration.userLogin',
            type: 'email',
            sortable: true,
          },
          { field: 'proof', label: 'fields.missionModeration.proof', type: 'text', sortable: true },
          {
            field: 'status',
            label: 'fields.missionModeration.status',
            type: 'status',
            sortable: true,
          },
          {
            field: 'createdAt',
            label: 'fields.missionModeration.createdAt',
            type: 'datetime',
            sortable: true,
          },
        ],
        filters: [
          { field: 'q', label: 'filters.missionModeration.q', kind: 'search', alwaysOn: true },
        ],
        exportCsv: false,
      },
    },
  ],
} as const satisfies PageDef;

export default function MissionsPage() {
  return <PageRenderer page={page} />;
}
