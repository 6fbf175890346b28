// How far apart two pictures are in colour: each is reduced to a histogram of 8×8×8 colour bins
// and the histograms are compared by total variation distance — 0 for the same colours in the
// same shares, 1 for pictures that share no colour at all. Layout does not count, only colour.
import sharp from 'sharp';

const BINS = 8;

export async function colourHistogram(png: Buffer): Promise<Float64Array> {
  const raw = await sharp(png).resize(256, 256, { fit: 'inside' }).removeAlpha().raw().toBuffer();
  const h = new Float64Array(BINS ** 3);
  const shift = 8 - Math.log2(BINS);
  for (let i = 0; i < raw.length; i += 3)
    h[((raw[i] >> shift) * BINS + (raw[i + 1] >> shift)) * BINS + (raw[i + 2] >> shift)] += 1;
  const n = raw.length / 3;
  for (let i = 0; i < h.length; i++) h[i] /= n;
  return h;
}

export async function colourDistance(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([colourHistogram(a), colourHistogram(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / 2;
}
