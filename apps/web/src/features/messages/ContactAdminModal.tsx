import { ACCOUNT_LIMITS, contactAdminSchema, MESSAGES, SCREENS } from '@sommai/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { Field } from '../../components/Field.tsx';
import { TextAreaField } from '../../components/FormControls.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useContactAdmin } from '../../lib/api/messages.ts';
import { type FieldErrors, serverFieldErrors, validateForm } from '../../lib/forms.ts';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.messageCenter;
type ContactField = 'subject' | 'message';

export function ContactAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const contact = useContactAdmin();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});

  const close = () => {
    setErrors({});
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = validateForm(contactAdminSchema, { subject, message }, form, setErrors);
    if (!data) return;
    contact.mutate(data, {
      onSuccess: () => {
        toast.success(MESSAGES.contactAdminSent);
        setSubject('');
        setMessage('');
        onClose();
      },
      onError: (error) => {
        setErrors(serverFieldErrors<ContactField>(error));
        toast.error(MESSAGES.contactAdminFailed);
      },
    });
  };

  return (
    <Modal
      open={open}
      title={text.contactAdmin}
      description={text.contactText}
      closeLabel={text.cancel}
      onClose={close}
      busy={contact.isPending}
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate aria-busy={contact.isPending}>
        <Field
          label={text.subject}
          name="subject"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject}
          maxLength={ACCOUNT_LIMITS.messageTitleMaxChars}
          required
        />
        <TextAreaField
          label={text.message}
          name="message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
          maxLength={ACCOUNT_LIMITS.messageContentMaxChars}
          required
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={close} disabled={contact.isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={contact.isPending}>
            {contact.isPending ? text.sending : text.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
