/** Texts of the schema's record actions (keys `moderation.*`): Approve/Decline, Block, Adjust points. */
export const moderationMessagesEn = {
  moderation: {
    actions: {
      column: 'Actions',
      reason: 'Reason',
      reasonOptional: 'Reason (optional)',
      selected: '%{smart_count} selected item |||| %{smart_count} selected items',
      done: 'Done',
      doneMany: 'Done for %{smart_count} item |||| Done for %{smart_count} items',
      partlyFailed: '%{failed} of %{total} failed; the failed items stay selected.',
      bulkLabel: '%{label} selected',
    },
  },
} as const;
