// Two learned styles far apart (a dark, warm cellar at night and a bright, cool seaside noon), for
// the tests and the bench that check a trained style changes what is drawn.
import type { StyleProfile } from '../src/modules/images/renderer/profile.ts';

/** Dark, warm, low-key: a cellar by candlelight. */
export const CELLAR_NIGHT: StyleProfile = {
  palette: [
    { colour: [38, 22, 18], weight: 0.5 },
    { colour: [120, 60, 30], weight: 0.3 },
    { colour: [200, 150, 70], weight: 0.2 },
  ],
  brightness: 0.25,
  contrast: 0.28,
  saturation: 0.45,
  monochrome: 0,
  selectiveColour: 0,
  warmth: 0.6,
  composition: { centreX: 0.35, centreY: 0.5, thirds: 0.8, edgeDensity: 0.18 },
};

/** Bright, cool, airy: a terrace by the sea at noon. */
export const SEASIDE_NOON: StyleProfile = {
  palette: [
    { colour: [225, 238, 245], weight: 0.5 },
    { colour: [70, 140, 190], weight: 0.3 },
    { colour: [240, 200, 120], weight: 0.2 },
  ],
  brightness: 0.78,
  contrast: 0.14,
  saturation: 0.35,
  monochrome: 0,
  selectiveColour: 0,
  warmth: -0.4,
  composition: { centreX: 0.65, centreY: 0.45, thirds: 0.2, edgeDensity: 0.04 },
};
