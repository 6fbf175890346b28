// The chat screen's own transport (the AI SDK's, with the body the screen builds) against the real
// app: only the new question travels, the server keeps the history, and the ids the screen ends up
// holding are the stored ones.
import { chatMessageMetadataSchema } from '@sommai/shared';
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamRequestBody } from '../../../web/src/features/chat/transport.ts';
import { createTestApp, signUp, type TestApp, userMessage } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Message = UIMessage<Record<string, unknown>>;

/** The transport as the chat screen makes it, sending through the app in-process; the bodies it posts are kept. */
function screenTransport(token: string, sent: unknown[]) {
  return new DefaultChatTransport<Message>({
    api: '/api/chat/stream',
    headers: { authorization: `Bearer ${token}` },
    prepareSendMessagesRequest: (options) => ({ body: streamRequestBody(options) }),
    fetch: async (input, init) => {
      const payload = JSON.parse(String(init?.body));
      sent.push(payload);
      const res = await t.app.inject({
        method: 'POST',
        url: String(input),
        headers: { 'content-type': 'application/json', ...(init?.headers as Record<string, string>) },
        payload,
      });
      return new Response(res.body, { status: res.statusCode, headers: res.headers as Record<string, string> });
    },
  });
}

async function turn(
  transport: DefaultChatTransport<Message>,
  chatId: string,
  messages: Message[],
  trigger: 'submit-message' | 'regenerate-message' = 'submit-message',
): Promise<Message> {
  const stream = await transport.sendMessages({
    chatId,
    messages,
    trigger,
    messageId: undefined,
    abortSignal: undefined,
    body: { level: 2, voiceMode: 'friendly', attachmentIds: [] },
  });
  let last: Message | undefined;
  for await (const message of readUIMessageStream<Message>({ stream })) last = message;
  if (!last) throw new Error('no answer');
  return last;
}

const question = (id: string, text: string): Message => ({ id, role: 'user', parts: [{ type: 'text', text }] });

describe('the chat screen transport', () => {
  it('sends only the new question and ends up holding the stored ids', async () => {
    const u = await signUp(t.app);
    const sent: unknown[] = [];
    const transport = screenTransport(u.token, sent);

    const first = await turn(transport, 'transport-chat', [question('client-1', 'Tell me about Barolo')]);
    expect(first.role).toBe('assistant');
    const meta = chatMessageMetadataSchema.parse(first.metadata);

    const followUp = [
      question(meta.questionId ?? 'client-1', 'Tell me about Barolo'),
      first,
      question('client-2', 'What grape is it made from?'),
    ];
    const second = await turn(transport, 'transport-chat', followUp);
    expect(second.parts.map((p) => (p.type === 'text' ? p.text : '')).join('')).toMatch(/Nebbiolo/);

    // Each request carried one question, never the conversation.
    expect(sent).toEqual([
      expect.objectContaining({ id: 'transport-chat', trigger: 'submit-message', level: 2, voiceMode: 'friendly' }),
      expect.objectContaining({ id: 'transport-chat', trigger: 'submit-message' }),
    ]);
    for (const body of sent) expect(body).not.toHaveProperty('messages');
    expect(sent[1]).toMatchObject({
      message: userMessage('What grape is it made from?'),
    });

    const stored = (await t.app.inject({ url: '/api/chat/history/transport-chat', headers: u.auth })).json().chat
      .messages as { id: string; role: string }[];
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect([meta.questionId, first.id]).toEqual([stored[0].id, stored[1].id]);
    expect(second.id).toBe(stored[3].id);
    expect(chatMessageMetadataSchema.parse(second.metadata).questionId).toBe(stored[2].id);
  });

  it('regenerates without sending any question', async () => {
    const u = await signUp(t.app);
    const sent: unknown[] = [];
    const transport = screenTransport(u.token, sent);
    const first = await turn(transport, 'transport-regen', [question('q', 'Where is Rioja?')]);
    const again = await turn(transport, 'transport-regen', [question('q', 'Where is Rioja?')], 'regenerate-message');
    expect(sent[1]).not.toHaveProperty('message');
    expect(again.id).not.toBe(first.id);
    const stored = (await t.app.inject({ url: '/api/chat/history/transport-regen', headers: u.auth })).json().chat
      .messages as { id: string }[];
    expect(stored.map((m) => m.id)).toEqual([expect.any(String), again.id]);
  });
});
