import { useId, useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { translate } from '../i18n/translate';

/** §2/§9: generic modals are 500 px wide unless a dialog says otherwise (Invite 510, Manage Plan 1200). */
export const DEFAULT_MODAL_WIDTH = 500;

/** The fields a dialog may open on: text inputs, text areas, MUI's selects (comboboxes), switches. */
const FIRST_FIELD = [
  'input[role="switch"]:not(:disabled)',
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not(:disabled)',
  'textarea:not(:disabled)',
  '[role="combobox"]:not([aria-disabled="true"])',
].join(', ');

export interface ModalProps {
  open: boolean;
  /** Catalogue key or plain text. */
  title: string;
  onClose: () => void;
  /** Without it (and without `submitFormId`) the Submit button is not shown. */
  onSubmit?: () => void;
  /** Lets a form inside the modal own submission (validation, Enter key): Submit submits that form. */
  submitFormId?: string;
  /** While true the modal cannot be closed at all (§2, §4) and Submit shows progress. */
  loading?: boolean;
  /** Pixels (number) or any CSS width. */
  width?: number | string;
  submitText?: string;
  cancelText?: string;
  submitDisabled?: boolean;
  submitColor?: ButtonProps['color'];
  /** Replaces the default Cancel/Submit buttons. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function Modal({
  open,
  title,
  onClose,
  onSubmit,
  submitFormId,
  loading = false,
  width = DEFAULT_MODAL_WIDTH,
  submitText = 'dialogs.submit',
  cancelText = 'dialogs.cancel',
  submitDisabled = false,
  submitColor = 'primary',
  actions,
  children,
}: ModalProps) {
  const titleId = useId();
  const content = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Opened, a dialog puts the caret in its first field; MUI's focus trap would leave
  // it on the dialog itself, a Tab away from the close button that comes first. A dialog with no
  // field (a confirmation) starts on Cancel, the choice that changes nothing: Enter never
  // confirms by accident.
  const focusFirstField = () => {
    if (content.current?.contains(document.activeElement)) return;
    const field = content.current?.querySelector<HTMLElement>(FIRST_FIELD);
    (field ?? cancel.current)?.focus();
  };
  // One gate for Esc, backdrop, the close icon and Cancel, so no path can close a running request.
  const requestClose = () => {
    if (!loading) onClose();
  };
  const hasSubmit = onSubmit !== undefined || submitFormId !== undefined;

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } },
        transition: { onEntered: focusFirstField },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate(title)}
      </DialogTitle>
      <IconButton
        aria-label={translate('dialogs.close')}
        onClick={requestClose}
        disabled={loading}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent ref={content}>{children}</DialogContent>
      <DialogActions>
        {actions ?? (
          <>
            <Button ref={cancel} onClick={requestClose} disabled={loading} color="inherit">
              {translate(cancelText)}
            </Button>
            {hasSubmit && (
              <Button
                variant="contained"
                color={submitColor}
                disabled={loading || submitDisabled}
                type={submitFormId ? 'submit' : 'button'}
                form={submitFormId}
                onClick={submitFormId ? undefined : onSubmit}
                startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {translate(submitText)}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
