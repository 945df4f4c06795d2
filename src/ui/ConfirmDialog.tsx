import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ButtonProps } from '@mui/material/Button';
import { translate } from '../i18n/translate';
import { Modal } from './Modal';

export type ConfirmationType = 'success' | 'error' | 'warning';

/** The §2 "confirmation dialog data". Texts are catalogue keys or plain text. */
export interface ConfirmationData {
  type: ConfirmationType;
  title: string;
  description?: string;
  disclaimer?: string;
  /** Default 'Cancel' (§2). */
  cancelText?: string;
  /** Default 'OK' (§2). */
  submitText?: string;
  /** Pixels or any CSS width; default the generic modal width. */
  maxWidth?: number | string;
}

export interface ConfirmDialogProps {
  open: boolean;
  data: ConfirmationData;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs the dialog cannot be closed. */
  loading?: boolean;
}

const LOOK: Record<
  ConfirmationType,
  { color: ButtonProps['color']; Icon: typeof ErrorOutlineIcon }
> = {
  success: { color: 'primary', Icon: CheckCircleOutlineIcon },
  error: { color: 'error', Icon: ErrorOutlineIcon },
  warning: { color: 'warning', Icon: WarningAmberIcon },
};

export function ConfirmDialog({
  open,
  data,
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const { color, Icon } = LOOK[data.type];
  return (
    <Modal
      open={open}
      title={data.title}
      onClose={onCancel}
      onSubmit={onConfirm}
      loading={loading}
      width={data.maxWidth}
      cancelText={data.cancelText ?? 'dialogs.cancel'}
      submitText={data.submitText ?? 'dialogs.ok'}
      submitColor={color}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Icon color={color} titleAccess={translate(`dialogs.type.${data.type}`)} />
        <Box sx={{ flex: 1 }}>
          {data.description && <Typography>{translate(data.description)}</Typography>}
          {data.disclaimer && (
            <Alert severity={data.type === 'success' ? 'info' : data.type} sx={{ mt: 2 }}>
              {translate(data.disclaimer)}
            </Alert>
          )}
        </Box>
      </Box>
    </Modal>
  );
}
