/**
 * English texts of the hand-built pages and blocks (keys `pages.*`). The app catalogue merges this
 * object; texts quoted by the spec are copied from it exactly.
 */
export const pagesMessagesEn = {
  pages: {
    common: {
      email: 'Email',
      password: 'Password',
      submit: 'Submit',
      cancel: 'Cancel',
      backToLogin: 'Back to Login',
      loading: 'Loading…',
      copy: 'Copy',
      copied: 'Copied to Clipboard',
      save: 'Save',
      saved: 'Saved',
      loadFailed: 'Could not load this data. Please try again later.',
      retry: 'Retry',
    },
    registration: {
      title: 'Create your account',
      intro: 'Register with your work email to set up your loyalty widget.',
      submit: 'Create account',
      haveAccount: 'Already have an account? Log in',
    },
    forgotPassword: {
      title: 'Forgot password',
      intro: 'Enter the email of your account and we will send you a link to set a new password.',
      submit: 'Send link',
      sent: 'If an account exists for %{email}, a link to reset the password is on its way. Please check your inbox.',
    },
    changePassword: {
      title: 'Set a new password',
      newPassword: 'New password',
      confirmPassword: 'Confirm password',
      mismatch: 'Passwords do not match',
      submit: 'Change password',
      success: 'Your password has been changed. You can now log in with it.',
    },
    accountVerify: {
      title: 'Email verification',
      verifying: 'Verifying your email…',
      success: 'Your email has been verified.',
      failure: 'This verification link is invalid or has expired.',
    },
    completingRegistration: {
      title: 'Tell us about your company',
      intro: 'A few details to finish creating your operator account.',
      companyName: 'Company name',
      website: 'Company website',
      contactName: 'Contact name',
      submit: 'Finish registration',
    },
    emailBanner: {
      text: 'Please confirm your email address. We sent you a link to verify it.',
      resend: 'Resend',
      resendIn: 'Resend in %{seconds} s',
      resent: 'A new verification email has been sent.',
      superAdminText: 'The operator’s email is not verified.',
      superAdminCheckbox: 'I have checked and verify operator’s email',
    },
  },
} as const;

export default pagesMessagesEn;
