import type { ActionDef } from '../../../src/model/types';

/** A moderation queue's two decisions as the schema declares them; plain texts as labels. */
export const approve: ActionDef = {
  id: 'approve',
  label: 'Approve',
  endpoint: 'missions.moderationDecide',
  body: { status: 'APPROVED' },
  fields: [],
  confirm: 'Approve this submission?',
  bulk: true,
  when: { status: 'PENDING' },
  section: 'MISSIONS.MODERATION',
  color: 'primary',
};

export const decline: ActionDef = {
  ...approve,
  id: 'decline',
  label: 'Decline',
  body: { status: 'DECLINED' },
  reason: 'optional',
  confirm: 'Decline this submission?',
  color: 'error',
};
