import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FEATURES } from '../generated/features';
import { useOperatorState } from '../operator';
import { Modal } from '../ui/Modal';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly setFlag: (operatorId: string, code: string, enabled: boolean) => void;
}

/**
 * The demo operator's feature flags, switchable (mock API only): a product person tries a page
 * gated on a flag (`gate: { flag: TRADING }`) that no demo operator has on. Flags are listed by
 * their schema codes, the names a gate is written with. The console's Modal: its close
 * button first in Tab order, the focus on the first flag's switch; changes apply at once, so the
 * dialog ends with OK rather than a second Close.
 */
export function DemoFlagsDialog({ open, onClose, setFlag }: Props) {
  const translate = useTranslate();
  const state = useOperatorState();
  const [busy, setBusy] = useState<string | null>(null);
  const operatorId = state.operatorId;

  const toggle = async (code: string, enabled: boolean) => {
    if (!operatorId) return;
    setBusy(code);
    try {
      setFlag(operatorId, code, enabled);
      // The flags and what follows from them (billing info) load again: menus and gates follow.
      await state.reload('flags');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={translate('shell.demoFlagsTitle')}
      width={444}
      cancelText="dialogs.ok"
    >
      <DialogContentText sx={{ mb: 1 }}>{translate('shell.demoFlagsHint')}</DialogContentText>
      <FormGroup>
        {FEATURES.flags.map((code) => (
          <FormControlLabel
            key={code}
            control={
              <Switch
                checked={state.flags.has(code)}
                disabled={busy !== null}
                onChange={(e) => void toggle(code, e.target.checked)}
              />
            }
            label={code}
            sx={{ '& .MuiFormControlLabel-label': { fontFamily: 'monospace' } }}
          />
        ))}
      </FormGroup>
    </Modal>
  );
}
