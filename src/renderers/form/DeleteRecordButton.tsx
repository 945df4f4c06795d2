import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import {
  useDeleteController,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RedirectionSideEffect,
} from 'react-admin';
import { Modal } from '../../ui/Modal';

interface Props {
  readonly title: string;
  readonly content: ReactNode;
  readonly redirect: RedirectionSideEffect;
  /** Catalogue key of the notice shown once the record is gone. */
  readonly successMessage: string;
}

/**
 * An edit page's Delete, confirmed by a dialog whose button says Delete. react-admin's
 * DeleteWithConfirmButton names it "Confirm" and takes no other label, and its Confirm opens with
 * the focus on the destructive button; the console's Modal opens on Cancel, its close button first
 * in Tab order (confirm buttons say their verb, dialogs start on the safe choice). Pessimistic: the record goes once the API says so. A failed delete says nothing
 * more than the HTTP client's one §8 toast, and the dialog stays open to try again or cancel.
 */
export function DeleteRecordButton({
  title,
  content,
  redirect: redirectTo,
  successMessage,
}: Props) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource,
    mutationMode: 'pessimistic',
    redirect: false,
    mutationOptions: {
      onSuccess: () => {
        setOpen(false);
        notify(successMessage, { type: 'info' });
        redirect(redirectTo, resource);
      },
      onError: () => undefined,
    },
  });
  const verb = translate('ra.action.delete');
  return (
    <>
      <Button
        variant="contained"
        // The theme's red as text on the dark toolbar is 2.7:1; as a fill with its dark label it
        // reaches WCAG AA (src/theme/theme.ts).
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        disabled={!record}
      >
        {verb}
      </Button>
      <Modal
        open={open}
        loading={isPending}
        title={title}
        submitText={verb}
        cancelText={translate('ra.action.cancel')}
        submitColor="error"
        onSubmit={() => handleDelete()}
        onClose={() => setOpen(false)}
      >
        {content}
      </Modal>
    </>
  );
}
