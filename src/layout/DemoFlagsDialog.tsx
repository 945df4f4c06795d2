import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FEATURES } from '../generated/features';
import { useOperatorState } from '../operator';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly setFlag: (operatorId: string, code: string, enabled: boolean) => void;
}

/**
 * The demo operator's feature flags, switchable (mock API only): a product person tries a page
 * gated on a flag (`gate: { flag: TRADING }`) that no demo operator has on. Flags are listed by
 * their schema codes, the names a gate is written with.
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
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="demo-flags-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="demo-flags-title">{translate('shell.demoFlagsTitle')}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
