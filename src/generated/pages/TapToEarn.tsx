// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'settings',
  get: 'tapToEarn.settings',
  put: 'tapToEarn.updateSettings',
  fields: [
    { field: 'enabled', label: 'fields.tapToEarn.enabled', input: 'boolean', validators: [] },
    {
      field: 'pointsPerTap',
      label: 'fields.tapToEarn.pointsPerTap',
      input: 'number',
      validators: [
        { name: 'required', params: { label: 'Points per tap' } },
        { name: 'positiveNumber' },
        { name: 'maxDecimals', params: { max: 2 } },
      ],
    },
    {
      field: 'dailyTapLimit',
      label: 'fields.tapToEarn.dailyTapLimit',
      input: 'number',
      validators: [
        { name: 'integer' },
        { name: 'minValue', params: { min: 0 } },
        { name: 'maxValue', params: { max: 1000 } },
      ],
    },
  ],
} as const satisfies PageDef;

export default function TapToEarnPage() {
  return <PageRenderer page={page} />;
}
