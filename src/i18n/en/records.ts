/** English texts of record pages (edit, delete) and the super admin's operator pages (keys `records.*`). */
export const recordsMessagesEn = {
  records: {
    delete: {
      title: 'Delete',
      done: 'Deleted',
    },
    operatorNotFound: {
      title: 'Operator not found',
      text: 'There is no operator with the id %{id}. It may have been removed, or the link is wrong.',
      back: 'Back to Operators',
    },
    team: {
      lastAdmin:
        'This is the last admin of the team. Make another member an admin first, so someone can still manage the team.',
      self: 'You cannot remove yourself or change your own role. Ask another admin to do it.',
      noTeam: 'No one else is in this team yet.',
    },
  },
} as const;
