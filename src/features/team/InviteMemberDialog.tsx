import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { notify } from '../../data/notifications';
import { ROLES } from '../../generated/roles';
import { Modal } from '../../ui/Modal';
import { FormTextField } from '../../ui/form/FormTextField';
import { showSubmitError } from '../../ui/form/serverErrors';
import { checkWith, EMAIL_CHECKS } from '../../ui/form/checks';
import { translate as t } from '../../i18n/translate';
import { useInviteMember } from './useInviteMember';

/** §5: the default invite role. */
export const DEFAULT_INVITE_ROLE = 'ROLE_ADMIN';
/** §2: the Invite Member dialog's maximum width. */
export const INVITE_DIALOG_MAX_WIDTH = 510;

type Values = { email: string; role: string };
const INITIAL: Values = { email: '', role: DEFAULT_INVITE_ROLE };
const emailRule = checkWith<Values>(EMAIL_CHECKS);

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The optional 'Invite your team members…' banner. */
  readonly showBanner?: boolean;
  readonly onInvited?: () => void;
}

/**
 * Invite Member (§2, §5): validated on blur and on submit; Invite stays disabled while the email is
 * empty or the request runs; a failure shows no message at all (§8), a success resets the form.
 */
export function InviteMemberDialog({ open, onClose, showBanner = false, onInvited }: Props) {
  const { control, handleSubmit, reset, setError } = useForm<Values>({
    defaultValues: INITIAL,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const email = useWatch({ control, name: 'email' });
  const invite = useInviteMember();
  const running = invite.isPending;
  const roles = ROLES.filter((role) => role.invitable);

  const submit = handleSubmit(async (values) => {
    if (running) return;
    try {
      await invite.mutateAsync({ email: values.email.trim(), role: values.role });
      notify({ message: 'pages.invite.success', type: 'success' });
      reset(INITIAL);
      onInvited?.();
    } catch (error) {
      // §8: an invite failure shows no user message (the data layer was told not to toast it);
      // a server message about a field is a validation message and shows on that field.
      console.warn('Invite failed', error);
      showSubmitError(error, setError, { email: 'email', role: 'role' }, { general: false });
    }
  });

  return (
    <Modal
      open={open}
      title={t('pages.invite.title')}
      onClose={onClose}
      submitFormId="invite-member-form"
      loading={running}
      width={INVITE_DIALOG_MAX_WIDTH}
      submitText={t('pages.invite.submit')}
      cancelText={t('pages.common.cancel')}
      submitDisabled={email.trim() === ''}
    >
      <form id="invite-member-form" noValidate onSubmit={submit}>
        {showBanner && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('pages.invite.banner')}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          id="invite-email"
          type="email"
          autoComplete="off"
          required
          label={t('pages.common.email')}
          validate={emailRule}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <TextField
              select
              id="invite-role"
              label={t('pages.invite.role')}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              fullWidth
              margin="normal"
            >
              {roles.map((role) => (
                <MenuItem key={role.code} value={role.code}>
                  {t(role.label)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </form>
    </Modal>
  );
}

export default InviteMemberDialog;
