/** §5 validation messages, copied exactly; `%{x}` is polyglot interpolation. */
export const validationMessagesEn = {
  validation: {
    required: '%{label} is required',
    positiveNumber: 'Value should be positive number',
    validNumber: 'Value should be a valid number',
    minLength: 'Minimum %{n} characters length',
    maxLength: 'Max %{n} symbols.',
    integer: 'Value should be integer number',
    minValue: 'Value must be greater than or equal to %{n}',
    maxValue: 'Value must be less than or equal to %{n}',
    maxDecimals: 'Max %{n} digits after floating point',
    url: 'Please enter valid URL',
    urlPath: 'Please enter valid URL path',
    refererUrl: 'Please enter valid referer URL',
    ip: 'Invalid IP format',
    email: 'Email must be valid',
    latinDigitsHyphen: 'Only latin letters and number available',
    telegramChannel: 'Invalid telegram channel',
    password: {
      noSpaces: 'No blank spaces allowed',
      digit: 'At least one digit',
      cases: 'At least one uppercase and one lowercase letter',
      length: 'At least 8 characters',
    },
    ticker: {
      noSpaces: 'No blank space available',
      // §5: "required with label 'Brand points symbol'"; its own key so it translates whole.
      required: 'Brand points symbol is required',
    },
    unique: '%{label} must be unique',
  },
};
