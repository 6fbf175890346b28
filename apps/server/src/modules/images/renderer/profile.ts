// A learned style: what training measured in a user's images, and what the renderer paints with
// when the user picks that style.

export interface StyleProfile {
  /** Dominant colours of the set, most common first; weights add up to 1. */
  palette: { colour: [number, number, number]; weight: number }[];
  /** Mean luminance, 0–1. */
  brightness: number;
  /** Standard deviation of luminance, 0–0.5: how contrasty the pictures are. */
  contrast: number;
  /** Mean saturation, 0–1. */
  saturation: number;
  /** Share of the images that are black and white. */
  monochrome: number;
  /** Share of the images that are grey apart from a coloured accent (selective colour). */
  selectiveColour: number;
  /** Hue (0–360) of that accent, when there is one. */
  accentHue?: number;
  /** Warm (positive) or cool (negative) cast, −1–1. */
  warmth: number;
  composition: {
    /** Centre of visual mass across and down the frame, 0–1. */
    centreX: number;
    centreY: number;
    /** 1 when the subject sits on a rule-of-thirds point, 0 when far from all four. */
    thirds: number;
    /** Share of pixels on an edge: busy (high) or minimal (low) pictures. */
    edgeDensity: number;
  };
}
