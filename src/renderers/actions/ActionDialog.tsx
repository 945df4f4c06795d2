import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, type Identifier } from 'react-admin';
import type { ActionDef } from '../../model/types';
import { buildValidators } from '../../validation';
import { errorToastText } from '../../data/errorToast';
import { Modal } from '../../ui/Modal';
import { translate } from '../../i18n/translate';
import { bodyOf } from './rules';
import { useRunAction } from './useRunAction';

export interface ActionDialogProps {
  readonly action: ActionDef;
  readonly resource: string;
  /** The records to act on: one from a row or a show page, several from a selection. */
  readonly ids: readonly Identifier[];
  /** Several records: the dialog says how many. */
  readonly bulk?: boolean;
  readonly onClose: () => void;
  /** After the run: the ids that succeeded and those that failed. */
  readonly onDone?: (done: readonly Identifier[], failed: readonly Identifier[]) => void;
}

type Errors = Record<string, string | undefined>;

/** §8: the server's message, the no-response text, else the generic text (as a toast says it). */
function failureText(error: unknown): string {
  return translate(errorToastText(error));
}

/**
 * The confirm dialog of a record action: the question, the reason and the fields the schema asks
 * for (checked with the §5 validators), then the call. A failure keeps the dialog open with the
 * §8 text so the user can retry or cancel; the failed records stay in `ids` for the next try.
 */
export function ActionDialog({ action, resource, ids, bulk, onClose, onDone }: ActionDialogProps) {
  const formId = useId();
  const notify = useNotify();
  const run = useRunAction(action, resource);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      action.fields.map((f) => [
        f.field,
        f.defaultValue === undefined ? '' : String(f.defaultValue),
      ]),
    ),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>();

  const validate = (): Errors => {
    const found: Errors = {};
    for (const f of action.fields) {
      for (const check of buildValidators(f.validators)) {
        const result = check(values[f.field] ?? '', values, { source: f.field });
        if (result) {
          found[f.field] = translate(result.message, {
            ...result.args,
            label: result.args?.label ?? translate(f.label),
          });
          break;
        }
      }
    }
    if (action.reason === 'required' && reason.trim() === '')
      found.reason = translate('validation.required', {
        label: translate('moderation.actions.reason'),
      });
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(undefined);
    const outcome = await run.mutateAsync({ ids, body: bodyOf(action, values, reason) });
    const failed = outcome.failed.map((f) => f.id);
    onDone?.(outcome.done, failed);
    const first = outcome.failed[0];
    if (!first) {
      notify(bulk ? 'moderation.actions.doneMany' : 'moderation.actions.done', {
        type: 'success',
        messageArgs: { smart_count: outcome.done.length },
      });
      onClose();
      return;
    }
    const text = failureText(first.error);
    setFailure(
      bulk && outcome.done.length > 0
        ? `${text} ${translate('moderation.actions.partlyFailed', { failed: failed.length, total: ids.length })}`
        : text,
    );
  };

  return (
    <Modal
      open
      title={action.label}
      onClose={onClose}
      submitFormId={formId}
      submitText={action.label}
      submitColor={action.color}
      loading={run.isPending}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2}>
          <Typography>{translate(action.confirm)}</Typography>
          {bulk && (
            <Typography color="text.secondary">
              {translate('moderation.actions.selected', { smart_count: ids.length })}
            </Typography>
          )}
          {action.fields.map((f) => (
            <TextField
              key={f.field}
              name={f.field}
              label={translate(f.label)}
              type={f.input === 'number' ? 'number' : 'text'}
              multiline={f.input === 'textarea'}
              value={values[f.field] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [f.field]: e.target.value }))}
              error={!!errors[f.field]}
              helperText={errors[f.field] ?? (f.helperText ? translate(f.helperText) : undefined)}
              disabled={run.isPending}
              fullWidth
            />
          ))}
          {action.reason && (
            <TextField
              name="reason"
              label={translate(
                action.reason === 'optional'
                  ? 'moderation.actions.reasonOptional'
                  : 'moderation.actions.reason',
              )}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!errors.reason}
              helperText={errors.reason}
              disabled={run.isPending}
              multiline
              minRows={2}
              fullWidth
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </form>
    </Modal>
  );
}
