// An OpenAI-compatible images endpoint (POST {base}/images/generations, b64_json), used when
// IMAGE_BASE_URL is set. Its picture is cropped to the preset's exact size; any failure or a
// request that outlives the timeout is reported to the caller, who draws the image itself.
import type { Config } from '../../config.ts';
import { loadSharp } from '../../lib/sharp.ts';

export type ImagesEndpoint = NonNullable<Config['images']>;

/** The request size closest in shape to the preset among the sizes such endpoints accept. */
export function requestSize(width: number, height: number): string {
  const ratio = width / height;
  if (ratio > 1.2) return '1536x1024';
  if (ratio < 0.83) return '1024x1536';
  return '1024x1024';
}

export async function generateExternal(
  endpoint: ImagesEndpoint,
  prompt: string,
  width: number,
  height: number,
): Promise<Buffer> {
  const res = await fetch(`${endpoint.baseUrl.replace(/\/$/, '')}/images/generations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: endpoint.model,
      prompt,
      n: 1,
      size: requestSize(width, height),
      response_format: 'b64_json',
    }),
    signal: AbortSignal.timeout(endpoint.timeoutMs),
  });
  if (!res.ok) throw new Error(`images endpoint answered ${res.status}`);
  const json = (await res.json()) as { data?: { b64_json?: unknown }[] };
  const b64 = json.data?.[0]?.b64_json;
  if (typeof b64 !== 'string' || !b64) throw new Error('images endpoint sent no b64_json image');
  return (await loadSharp())(Buffer.from(b64, 'base64'))
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}
