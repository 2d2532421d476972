// What every drawing of the seed's artwork receives: its size, its deterministic randomness and
// its accent colour. A drawing returns SVG elements, without the <svg> around them.

export interface Canvas {
  width: number;
  height: number;
  /** Deterministic values in [0, 1], by index: the same key always draws the same picture. */
  random: (i: number) => number;
  accent: string;
  /**
   * How far past its sides the picture runs, for a scene drawn on the picture's middle (a staged
   * work scene): its floor and ground bands carry on to the picture's edges. 0 when absent.
   */
  bleed?: number;
}

export type Motif = (canvas: Canvas) => string;

/** A value between `min` and `max`, from the canvas's randomness at `index`. */
export const between = (random: Canvas['random'], index: number, min: number, max: number) => min + random(index) * (max - min);

/** Rounds every coordinate to a pixel: shorter SVG, same picture. */
export const px = (value: number) => Math.round(value);
