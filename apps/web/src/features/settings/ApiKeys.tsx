// Settings → API keys: create a named key (shown once, with a copy button), see the keys in use
// with when they were made and last used, and revoke them.
import { type ApiKeyCreated, apiKeyCreateSchema, MESSAGES, SCREENS } from '@sommai/shared';
import { Copy, KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Field } from '../../components/Field.tsx';
import {
  useApiKeys,
  useApiSettings,
  useCreateApiKey,
  useRevokeApiKey,
  useSaveApiSettings,
} from '../../lib/api/settings.ts';
import { formatDateTime } from '../../lib/format.ts';
import { errorMessage, serverFieldErrors } from '../../lib/forms.ts';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.settings.apiKeys;

/** Whether conversations sent with API keys are saved as chats; saved as soon as it is changed. */
function StoreChats() {
  const settings = useApiSettings();
  const save = useSaveApiSettings();
  if (!settings.data) return null;
  return (
    <label className="mt-3 flex cursor-pointer items-start gap-3 rounded-xl border border-cream-300 bg-white px-4 py-3">
      <input
        type="checkbox"
        checked={save.isPending && save.variables ? save.variables.storeChats : settings.data.storeChats}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { storeChats: event.target.checked },
            {
              onSuccess: (saved) =>
                toast.success(saved.storeChats ? MESSAGES.apiStoreChatsOn : MESSAGES.apiStoreChatsOff),
              onError: () => toast.error(MESSAGES.apiStoreChatsFailed),
            },
          )
        }
        className="mt-0.5 size-5 accent-wine-700"
      />
      <span className="text-sm">
        <span className="block font-medium text-ink">{text.storeChats}</span>
        <span className="block text-ink-muted">{text.storeChatsHint}</span>
      </span>
    </label>
  );
}

function NewKey({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      toast.success(MESSAGES.apiKeyCopied);
    } catch {
      toast.error(MESSAGES.apiKeyCopyFailed);
    }
  };
  return (
    <section aria-label={text.shownOnceTitle} className="rounded-xl border border-emerald-300 bg-emerald-50 p-4">
      <h3 className="font-semibold text-ink">{text.shownOnceTitle}</h3>
      <p className="mt-1 text-sm text-ink">{text.shownOnce}</p>
      <code
        data-testid="new-api-key"
        className="mt-3 block break-all rounded-lg bg-white p-3 font-mono text-sm text-ink"
      >
        {created.key}
      </code>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" />
          {copied ? text.copied : text.copy}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          {text.done}
        </Button>
      </div>
    </section>
  );
}

export function ApiKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const baseUrl = `${window.location.origin}/v1`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = apiKeyCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    create.mutate(parsed.data.name, {
      onSuccess: (result) => {
        setCreated(result);
        setName('');
        toast.success(MESSAGES.apiKeyCreated);
      },
      onError: (error) => {
        const field = serverFieldErrors<'name'>(error).name;
        if (field) setNameError(field);
        else toast.error(errorMessage(error) ?? MESSAGES.apiKeyCreateFailed);
      },
    });
  };

  return (
    <Card className="mt-6">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-wine-100 text-wine-700" aria-hidden="true">
          <KeyRound className="size-5" />
        </span>
        <h2 className="font-serif text-xl font-bold text-wine-900">{text.title}</h2>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{text.description}</p>
      <p className="mt-2 text-sm text-ink">
        {text.baseUrl}: <code className="font-mono">{baseUrl}</code>
      </p>
      <StoreChats />

      <form className="mt-5 flex flex-wrap items-end gap-3" onSubmit={onSubmit} noValidate aria-busy={create.isPending}>
        <Field
          className="min-w-56 flex-1"
          label={text.nameLabel}
          placeholder={text.namePlaceholder}
          value={name}
          maxLength={60}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? text.creating : text.create}
        </Button>
      </form>

      {created ? (
        <div className="mt-4">
          <NewKey created={created} onDone={() => setCreated(null)} />
        </div>
      ) : null}

      <div className="mt-5">
        {keys.isPending ? null : keys.isError ? (
          <p role="alert" className="text-sm text-red-900">
            {MESSAGES.settingsLoadFailed}
          </p>
        ) : keys.data.keys.length === 0 ? (
          <p className="text-sm text-ink-muted">{text.empty}</p>
        ) : (
          <ul aria-label={text.listLabel} className="space-y-2">
            {keys.data.keys.map((key) => (
              <li key={key.id} className="flex items-center gap-3 rounded-xl border border-cream-300 bg-white p-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-ink">
                    {key.name} <span className="font-mono font-normal text-ink-muted">…{key.hint}</span>
                  </p>
                  <p className="text-ink-muted">
                    {text.created(formatDateTime(key.createdAt))} ·{' '}
                    {key.lastUsedAt ? text.lastUsed(formatDateTime(key.lastUsedAt)) : text.neverUsed}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={text.revokeLabel(key.name)}
                  onClick={() =>
                    revoke.mutate(key.id, {
                      onSuccess: () => {
                        if (created?.id === key.id) setCreated(null);
                        toast.success(MESSAGES.apiKeyRevoked);
                      },
                      onError: () => toast.error(MESSAGES.apiKeyRevokeFailed),
                    })
                  }
                >
                  {text.revoke}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
