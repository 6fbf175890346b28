import {
  ACCESS_LEVELS,
  type AccessLevel,
  DEFAULT_ACCESS_LEVEL,
  DEFAULT_PROFESSIONAL_ROLE,
  inviteCreateSchema,
  MESSAGES,
  PROFESSIONAL_ROLES,
  type ProfessionalRole,
  SCREENS,
} from '@sommai/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { Field } from '../../components/Field.tsx';
import { SelectField } from '../../components/FormControls.tsx';
import { FormError } from '../../components/FormError.tsx';
import { Modal } from '../../components/Modal.tsx';
import {
  type FieldErrors,
  focusFirstInvalid,
  formErrorMessage,
  serverFieldErrors,
  validateForm,
} from '../../lib/forms.ts';
import { toast } from '../../lib/toasts.tsx';
import { useCreateInvite } from './api.ts';

const text = SCREENS.admin;
type InviteField = 'email' | 'name';

const ROLE_OPTIONS = PROFESSIONAL_ROLES.map((value) => ({ value, label: text.roleLabels[value] }));
const ACCESS_OPTIONS = ACCESS_LEVELS.map((value) => ({ value, label: text.accessLabels[value] }));

export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateInvite();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<ProfessionalRole>(DEFAULT_PROFESSIONAL_ROLE);
  const [accessLevel, setAccessLevel] = useState<AccessLevel>(DEFAULT_ACCESS_LEVEL);
  const [errors, setErrors] = useState<FieldErrors<InviteField>>({});

  const reset = () => {
    setEmail('');
    setName('');
    setRole(DEFAULT_PROFESSIONAL_ROLE);
    setAccessLevel(DEFAULT_ACCESS_LEVEL);
    setErrors({});
    create.reset();
  };

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = validateForm(inviteCreateSchema, { email, name, role, accessLevel }, form, setErrors);
    if (!data) return;
    create.mutate(data, {
      onSuccess: () => {
        toast.success(MESSAGES.professionalInvited);
        close();
      },
      onError: (error) => {
        setErrors(serverFieldErrors<InviteField>(error));
        toast.error(MESSAGES.professionalInviteFailed);
        focusFirstInvalid(form);
      },
    });
  };

  return (
    <Modal
      open={open}
      title={text.inviteModal.title}
      description={text.inviteModal.text}
      closeLabel={text.inviteModal.cancel}
      onClose={close}
      busy={create.isPending}
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate aria-busy={create.isPending}>
        <FormError message={formErrorMessage(create.error, ['email', 'name'])} />
        <Field
          label={text.inviteModal.email}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <Field
          label={text.inviteModal.name}
          name="name"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={text.inviteModal.role} value={role} options={ROLE_OPTIONS} onChange={setRole} />
          <SelectField
            label={text.inviteModal.access}
            value={accessLevel}
            options={ACCESS_OPTIONS}
            onChange={setAccessLevel}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {text.inviteModal.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? text.inviteModal.submitting : text.inviteModal.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
