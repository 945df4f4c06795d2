/**
 * English texts of the generic dialogs and inputs (keys `dialogs.*`, `ui.*`); the app catalogue
 * merges this object.
 */
export const dialogsMessagesEn = {
  ui: {
    dayInput: {
      pick: '%{label}: open the calendar',
      invalid: 'Enter a date like %{example}',
      notBefore: 'Choose %{day} or later',
      notAfter: 'Choose %{day} or earlier',
    },
    dayTimeInput: {
      pick: '%{label}: open the calendar',
      invalid: 'Enter a date and time like %{example}',
    },
  },
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
