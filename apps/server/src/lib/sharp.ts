// sharp brings libvips (tens of MB of native code and memory): it is loaded with the first picture
// the server decodes or encodes, not at start-up.
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
