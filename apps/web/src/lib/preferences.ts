// Level and voice style, shared by every screen that asks at a level (chat, level pages, study PDFs).
import {
  DEFAULT_VOICE_STYLE,
  isLevelId,
  type LevelId,
  MESSAGES,
  type Preferences,
  STORAGE_KEYS,
  VOICE_STYLES,
  type VoiceStyle,
} from '@sommai/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api, isApiError } from './api/index.ts';
import { useToken } from './auth/index.ts';
import { useCurrentUser } from './currentUser.tsx';
import { toast } from './toasts.tsx';

// Keyed by token, like the signed-in user, so one account never sees another's choices.
export const preferencesKey = (token: string | null) => ['preferences', token] as const;

function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return api.get<Preferences>('/preferences', { signal });
}

function putPreferences(input: Partial<Preferences>): Promise<Preferences> {
  return api.put<Preferences>('/preferences', input);
}

function isVoiceStyle(value: unknown): value is VoiceStyle {
  return typeof value === 'string' && (VOICE_STYLES as readonly string[]).includes(value);
}

/** The copy kept in the browser (spec section 3): used until the server answers, and mirrored after. */
function readLocal(): Preferences {
  let level: LevelId = 1;
  let voiceMode: VoiceStyle = DEFAULT_VOICE_STYLE;
  try {
    const storedLevel = Number(localStorage.getItem(STORAGE_KEYS.selectedLevel));
    if (isLevelId(storedLevel)) level = storedLevel;
    const storedVoice = localStorage.getItem(STORAGE_KEYS.voiceMode);
    if (isVoiceStyle(storedVoice)) voiceMode = storedVoice;
  } catch {
    // Storage can be blocked; the defaults stand.
  }
  return { level, voiceMode };
}

function writeLocal(preferences: Preferences): void {
  try {
    localStorage.setItem(STORAGE_KEYS.selectedLevel, String(preferences.level));
    localStorage.setItem(STORAGE_KEYS.voiceMode, preferences.voiceMode);
  } catch {
    // The server keeps the real copy.
  }
}

function normalise(value: Preferences, fallback: Preferences): Preferences {
  return {
    level: isLevelId(value.level) ? value.level : fallback.level,
    voiceMode: isVoiceStyle(value.voiceMode) ? value.voiceMode : fallback.voiceMode,
  };
}

/** Level and voice style: saved per user on the server, mirrored in local storage. */
export function usePreferences() {
  const token = useToken();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const query = useQuery({
    queryKey: preferencesKey(token),
    queryFn: async ({ signal }) => {
      const preferences = normalise(await getPreferences(signal), readLocal());
      writeLocal(preferences);
      return preferences;
    },
    placeholderData: readLocal,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
  const preferences = query.data ?? readLocal();
  const allowedLevels = me.limits.levels;

  const save = useCallback(
    async (input: Partial<Preferences>): Promise<Preferences | null> => {
      setSaving(true);
      try {
        // A read still on its way must not land after this write with the old values.
        await queryClient.cancelQueries({ queryKey: preferencesKey(token) });
        const saved = normalise(await putPreferences(input), { ...readLocal(), ...input });
        writeLocal(saved);
        queryClient.setQueryData(preferencesKey(token), saved);
        return saved;
      } catch (error) {
        toast.error(isApiError(error) ? error.message : MESSAGES.preferencesSaveFailed);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [queryClient, token],
  );

  /** Checks the plan first (a locked level never changes), then saves and says so. */
  const setLevel = useCallback(
    async (level: LevelId): Promise<boolean> => {
      if (!allowedLevels.includes(level)) {
        toast.error(MESSAGES.levelLocked(level));
        return false;
      }
      const saved = await save({ level });
      if (!saved) return false;
      toast.success(MESSAGES.levelSet(saved.level));
      return true;
    },
    [allowedLevels, save],
  );

  const setVoiceMode = useCallback(
    async (voiceMode: VoiceStyle): Promise<Preferences | null> => save({ voiceMode }),
    [save],
  );

  return { ...preferences, allowedLevels, saving, setLevel, setVoiceMode, save };
}
