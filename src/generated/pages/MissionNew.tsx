// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'create',
  resource: 'missions',
  fields: [
    {
      field: 'title',
      label: 'fields.missions.title',
      input: 'text',
      validators: [
        { name: 'required', params: { label: 'Title' } },
        { name: 'minLength', params: { min: 3 } },
        { name: 'maxLength', params: { max: 100 } },
      ],
    },
    {
      field: 'description',
      label: 'fields.missions.description',
      input: 'textarea',
      validators: [{ name: 'maxLength', params: { max: 500 } }],
    },
    {
      field: 'category',
      label: 'fields.missions.category',
      input: 'select',
      choicesEndpoint: 'missions.categories',
      validators: [{ name: 'required', params: { label: 'Category' } }],
    },
    {
      field: 'reward',
      label: 'fields.missions.reward',
      input: 'number',
      validators: [
        { name: 'required', params: { label: 'Reward' } },
        { name: 'integer' },
        { name: 'positiveNumber' },
        { name: 'maxValue', params: { max: 100000 } },
      ],
    },
    { field: 'link', label: 'fields.missions.link', input: 'url', validators: [{ name: 'url' }] },
    {
      field: 'telegramChannel',
      label: 'fields.missions.telegramChannel',
      input: 'text',
      validators: [{ name: 'telegramChannel' }],
      helperText: 'helpers.missions.telegramChannel',
    },
  ],
  redirect: 'Missions',
} as const satisfies PageDef;

export default function MissionNewPage() {
  return <PageRenderer page={page} />;
}
