/** §8 error catalogue texts, copied exactly. */
export const dataMessagesEn = {
  errors: {
    generic: 'Oops! Something went wrong! Please try again!',
    noResponse: 'Oops, something went wrong',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
};
