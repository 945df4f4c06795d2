// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'settings',
  get: 'referral.settings',
  put: 'referral.updateSettings',
  fields: [
    { field: 'enabled', label: 'fields.referral.enabled', input: 'boolean', validators: [] },
    {
      field: 'referrerReward',
      label: 'fields.referral.referrerReward',
      input: 'number',
      validators: [
        { name: 'required', params: { label: 'Referrer reward' } },
        { name: 'positiveNumber', params: { allowZero: true } },
      ],
    },
    {
      field: 'refereeReward',
      label: 'fields.referral.refereeReward',
      input: 'number',
      validators: [
        { name: 'required', params: { label: 'Referee reward' } },
        { name: 'positiveNumber', params: { allowZero: true } },
      ],
    },
  ],
} as const satisfies PageDef;

export default function ReferralPage() {
  return <PageRenderer page={page} />;
}
