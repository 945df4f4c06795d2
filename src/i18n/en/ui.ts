/** English texts of the generic dialogs (keys `dialogs.*`); the app catalogue merges this object. */
export const dialogsMessagesEn = {
  dialogs: {
    cancel: 'Cancel',
    submit: 'Submit',
    ok: 'OK',
    close: 'Close',
    type: {
      success: 'Success',
      error: 'Error',
      warning: 'Warning',
    },
  },
} as const;
