// An AI SDK UI message stream written straight to the response as server-sent events: the same
// headers and frames as the SDK's createUIMessageStreamResponse (`data: <json>`, an error part when
// the writer fails, `data: [DONE]` at the end), without its chain of web streams, encoders and a web
// Response per answer. With many answers streaming at once, that chain cost more main-thread time
// per word than writing the word did.
import { Readable } from 'node:stream';
import type { UIMessageChunk } from 'ai';
import type { FastifyReply } from 'fastify';

export const UI_MESSAGE_STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  'x-accel-buffering': 'no',
} as const;

export type UIChunkWriter = (part: UIMessageChunk) => void;

/**
 * Sends the parts `execute` writes as they come. A failure of `execute` becomes an `error` part
 * carrying `onError`'s text, as in the SDK, and the stream still ends with `[DONE]`.
 */
export function sendUIMessageStream(
  reply: FastifyReply,
  execute: (write: UIChunkWriter) => Promise<void>,
  onError: (err: unknown) => string,
) {
  const body = new Readable({ read() {} });
  const write: UIChunkWriter = (part) => {
    if (!body.destroyed) body.push(`data: ${JSON.stringify(part)}\n\n`);
  };
  execute(write)
    .catch((err) => write({ type: 'error', errorText: onError(err) }))
    .finally(() => {
      if (body.destroyed) return;
      body.push('data: [DONE]\n\n');
      body.push(null);
    });
  return reply.headers(UI_MESSAGE_STREAM_HEADERS).send(body);
}
