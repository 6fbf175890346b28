// Which emails the user receives.
import { EMAIL_PREFERENCE_KEYS, type EmailPreferences, MESSAGES, SCREENS } from '@sommai/shared';
import { useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { useEmailPreferences, useSaveEmailPreferences } from '../../lib/api/settings.ts';
import { toast } from '../../lib/toasts.tsx';
import { Failed, Wait } from './panel-parts.tsx';

const text = SCREENS.settings;

function PreferencesForm({ initial, onDone }: { initial: EmailPreferences; onDone: () => void }) {
  const save = useSaveEmailPreferences();
  const [values, setValues] = useState(initial);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values, {
          onSuccess: () => {
            toast.success(MESSAGES.emailPreferencesSaved);
            onDone();
          },
          onError: () => toast.error(MESSAGES.emailPreferencesSaveFailed),
        });
      }}
    >
      <p className="text-sm text-ink-muted">{text.emailPreferencesText}</p>
      <fieldset className="space-y-3">
        <legend className="sr-only">{text.actions.emailPreferences}</legend>
        {EMAIL_PREFERENCE_KEYS.map((key) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-cream-300 bg-white px-4 py-3"
          >
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
              className="size-5 accent-wine-700"
            />
            <span className="font-medium text-ink">{text.emailPreferenceLabels[key]}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}

export function EmailPreferencesPanel({ onDone }: { onDone: () => void }) {
  const prefs = useEmailPreferences(true);
  if (prefs.isPending) return <Wait />;
  if (prefs.isError) return <Failed error={prefs.error} retry={prefs.refetch} />;
  return <PreferencesForm initial={prefs.data} onDone={onDone} />;
}
