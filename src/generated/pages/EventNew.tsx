// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'create',
  resource: 'events',
  fields: [
    {
      field: 'name',
      label: 'fields.events.name',
      input: 'text',
      validators: [
        { name: 'required', params: { label: 'Name' } },
        { name: 'maxLength', params: { max: 100 } },
      ],
    },
    {
      field: 'code',
      label: 'fields.events.code',
      input: 'text',
      validators: [{ name: 'required', params: { label: 'Code' } }, { name: 'latinDigitsHyphen' }],
      helperText: 'helpers.events.code',
    },
    {
      field: 'points',
      label: 'fields.events.points',
      input: 'number',
      validators: [
        { name: 'required', params: { label: 'Points' } },
        { name: 'positiveNumber' },
        { name: 'maxDecimals', params: { max: 2 } },
      ],
    },
  ],
  redirect: 'Events',
} as const satisfies PageDef;

export default function EventNewPage() {
  return <PageRenderer page={page} />;
}
