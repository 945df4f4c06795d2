import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { notify } from '../../data/notifications';
import { ROLES } from '../../generated/roles';
import { Modal } from '../../ui/Modal';
import { EMAIL_REFS, rulesFrom } from '../../ui/form/rules';
import { TextInputField } from '../../ui/form/TextInputField';
import { useFormState, type FieldRules } from '../../ui/form/useFormState';
import { translate as t } from '../../i18n/translate';
import { useInviteMember } from './useInviteMember';

/** §5: the default invite role. */
export const DEFAULT_INVITE_ROLE = 'ROLE_ADMIN';
/** §2: the Invite Member dialog's maximum width. */
export const INVITE_DIALOG_MAX_WIDTH = 510;

type Values = { email: string; role: string };
const INITIAL: Values = { email: '', role: DEFAULT_INVITE_ROLE };

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
  const rules = useMemo<FieldRules<Values>>(() => ({ email: rulesFrom(EMAIL_REFS) }), []);
  const form = useFormState<Values>(INITIAL, rules);
  const invite = useInviteMember();
  const running = invite.isPending;
  const roles = ROLES.filter((role) => role.invitable);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (running || !form.validateAll()) return;
    try {
      await invite.mutateAsync({ email: form.values.email.trim(), role: form.values.role });
      notify({ message: 'pages.invite.success', type: 'success' });
      form.reset(INITIAL);
      onInvited?.();
    } catch (error) {
      // §8: an invite failure shows no user message; the data layer was told not to toast it.
      console.warn('Invite failed', error);
    }
  };

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
      submitDisabled={form.values.email.trim() === ''}
    >
      <form id="invite-member-form" noValidate onSubmit={submit}>
        {showBanner && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('pages.invite.banner')}
          </Alert>
        )}
        <TextInputField
          name="invite-email"
          type="email"
          autoComplete="off"
          required
          label={t('pages.common.email')}
          value={form.values.email}
          error={form.errors.email}
          onChange={(v) => form.setValue('email', v)}
          onBlur={() => form.validateField('email')}
        />
        <TextField
          select
          id="invite-role"
          label={t('pages.invite.role')}
          value={form.values.role}
          onChange={(event) => form.setValue('role', event.target.value)}
          fullWidth
          margin="normal"
        >
          {roles.map((role) => (
            <MenuItem key={role.code} value={role.code}>
              {t(role.label)}
            </MenuItem>
          ))}
        </TextField>
      </form>
    </Modal>
  );
}

export default InviteMemberDialog;
