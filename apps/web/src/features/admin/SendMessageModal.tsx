import {
  BROADCAST_TYPES,
  broadcastCreateSchema,
  MESSAGE_RECIPIENTS,
  MESSAGES,
  type MessageRecipients,
  SCREENS,
} from '@sommai/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { Field } from '../../components/Field.tsx';
import { SelectField, TextAreaField } from '../../components/FormControls.tsx';
import { FormError } from '../../components/FormError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { type FieldErrors, formErrorMessage, serverFieldErrors, validateForm } from '../../lib/forms.ts';
import { toast } from '../../lib/toasts.tsx';
import { useRecipientCount, useSendBroadcast } from './api.ts';

const text = SCREENS.admin;
type BroadcastType = (typeof BROADCAST_TYPES)[number];
type MessageField = 'title' | 'content';

const TYPE_OPTIONS = BROADCAST_TYPES.map((value) => ({ value, label: SCREENS.messageCenter.typeLabels[value] }));
const RECIPIENT_OPTIONS = MESSAGE_RECIPIENTS.map((value) => ({ value, label: text.recipientLabels[value] }));

export function SendMessageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendBroadcast();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [messageType, setMessageType] = useState<BroadcastType>('personal');
  const [recipients, setRecipients] = useState<MessageRecipients>('all');
  const [errors, setErrors] = useState<FieldErrors<MessageField>>({});
  const count = useRecipientCount(recipients, open);

  const close = () => {
    setTitle('');
    setContent('');
    setMessageType('personal');
    setRecipients('all');
    setErrors({});
    send.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = validateForm(broadcastCreateSchema, { title, content, messageType, recipients }, form, setErrors);
    if (!data) return;
    send.mutate(data, {
      onSuccess: () => {
        toast.success(MESSAGES.messageSent);
        close();
      },
      onError: (error) => {
        setErrors(serverFieldErrors<MessageField>(error));
        toast.error(MESSAGES.messageSendFailed);
      },
    });
  };

  const countHint = count.isPending
    ? text.sendModal.counting
    : count.isError
      ? count.error.message
      : text.sendModal.recipientCount(count.data);

  return (
    <Modal
      open={open}
      title={text.sendModal.title}
      closeLabel={text.sendModal.cancel}
      onClose={close}
      busy={send.isPending}
      size="lg"
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate aria-busy={send.isPending}>
        <FormError message={formErrorMessage(send.error, ['title', 'content'])} />
        <Field
          label={text.sendModal.subject}
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          required
        />
        <TextAreaField
          label={text.sendModal.message}
          name="content"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={errors.content}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={text.sendModal.type}
            value={messageType}
            options={TYPE_OPTIONS}
            onChange={setMessageType}
          />
          <SelectField
            label={text.sendModal.recipients}
            value={recipients}
            options={RECIPIENT_OPTIONS}
            onChange={setRecipients}
            hint={countHint}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {text.sendModal.cancel}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? text.sendModal.submitting : text.sendModal.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
