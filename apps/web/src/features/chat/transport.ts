// What the chat screen posts for a turn: the chat id, the trigger, the new question only (none to
// regenerate), and the screen's level, voice and upload ids. The server has the rest.
import type { ChatStreamBody } from '@sommai/shared';
import type { UIMessage } from 'ai';

export function streamRequestBody({
  id,
  messages,
  trigger,
  body,
}: {
  id: string;
  messages: readonly UIMessage[];
  trigger: 'submit-message' | 'regenerate-message';
  body?: object;
}): ChatStreamBody {
  const last = messages.at(-1);
  const question =
    trigger === 'submit-message' && last?.role === 'user'
      ? {
          message: {
            role: 'user' as const,
            parts: last.parts.flatMap((p) => (p.type === 'text' ? [{ type: 'text', text: p.text }] : [])),
          },
        }
      : {};
  return { ...(body as Omit<ChatStreamBody, 'id' | 'trigger' | 'message'>), id, trigger, ...question };
}
