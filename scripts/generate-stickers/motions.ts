// The motions of the built-in stickers (part of scripts/generate-stickers.ts). A motion maps the
// loop phase t in [0, 1) to a pose; the pose at t = 1 equals the one at t = 0, so the animation
// loops seamlessly. Coordinates are Twemoji's (0..36, centre 18,18).

export interface Pose {
  tx?: number;
  ty?: number;
  /** Degrees, clockwise, about the pivot. */
  rot?: number;
  sx?: number;
  sy?: number;
  /** Pivot for rotation and scale (default: centre). */
  px?: number;
  py?: number;
}

export interface Motion {
  kind: string;
  frames: number;
  /** Milliseconds per frame. */
  delay: number;
  pose: (t: number) => Pose;
}

const TAU = Math.PI * 2;
const bump = (t: number, centre: number, width: number) => Math.exp(-(((t - centre) / width) ** 2));

export const motions = {
  /** Hops up and lands with a squash. */
  bounce: (height = 5): Motion => ({
    kind: 'bounce',
    frames: 16,
    delay: 55,
    pose: (t) => {
      const s = Math.sin(Math.PI * t);
      const squash = 0.12 * (1 - s) ** 6;
      return { ty: -height * s, sx: 1 + squash, sy: 1 - squash, px: 18, py: 36 };
    },
  }),
  /** Rocks left and right about its centre. */
  wobble: (angle = 12): Motion => ({
    kind: 'wobble',
    frames: 16,
    delay: 60,
    pose: (t) => ({ rot: angle * Math.sin(TAU * t) }),
  }),
  /** Rocks on its base, like a toy. */
  rock: (angle = 10): Motion => ({
    kind: 'rock',
    frames: 16,
    delay: 60,
    pose: (t) => ({ rot: angle * Math.sin(TAU * t), px: 18, py: 34 }),
  }),
  /** Swings about a pivot (a waving hand's wrist, a pendulum). */
  swing: (angle = 20, px = 18, py = 34): Motion => ({
    kind: 'swing',
    frames: 16,
    delay: 55,
    pose: (t) => ({ rot: angle * Math.sin(TAU * t), px, py }),
  }),
  /** Grows and shrinks smoothly. */
  pulse: (amount = 0.1): Motion => ({
    kind: 'pulse',
    frames: 16,
    delay: 65,
    pose: (t) => {
      const s = 1 + amount * Math.sin(TAU * t);
      return { sx: s, sy: s };
    },
  }),
  /** Two quick beats, then a rest. */
  heartbeat: (amount = 0.14): Motion => ({
    kind: 'heartbeat',
    frames: 20,
    delay: 55,
    pose: (t) => {
      const s = 1 + amount * (bump(t, 0.15, 0.07) + 0.75 * bump(t, 0.4, 0.07));
      return { sx: s, sy: s };
    },
  }),
  /** One full turn. */
  spin: (direction: 1 | -1 = 1): Motion => ({
    kind: 'spin',
    frames: 20,
    delay: 60,
    pose: (t) => ({ rot: direction * 360 * t }),
  }),
  /** Quick side-to-side shake, twice per loop. */
  shake: (amp = 2.2): Motion => ({
    kind: 'shake',
    frames: 12,
    delay: 50,
    pose: (t) => ({ tx: amp * Math.sin(2 * TAU * t), rot: 3 * Math.sin(2 * TAU * t) }),
  }),
  /** Drifts up and down with a slight tilt. */
  float: (amp = 3): Motion => ({
    kind: 'float',
    frames: 20,
    delay: 75,
    pose: (t) => ({ ty: amp * Math.sin(TAU * t), rot: 4 * Math.cos(TAU * t) }),
  }),
  /** Jelly squash and stretch on its base. */
  jelly: (amount = 0.1): Motion => ({
    kind: 'jelly',
    frames: 16,
    delay: 60,
    pose: (t) => {
      const k = amount * Math.sin(TAU * t);
      return { sx: 1 + k, sy: 1 - k, px: 18, py: 34 };
    },
  }),
  /** Swells and wiggles (a celebratory "ta-da"), then rests. */
  tada: (): Motion => ({
    kind: 'tada',
    frames: 20,
    delay: 60,
    pose: (t) => {
      const env = Math.sin(Math.PI * t) ** 2;
      const s = 1 + 0.1 * env;
      return { sx: s, sy: s, rot: 10 * env * Math.sin(4 * TAU * t) };
    },
  }),
  /** Turns about its vertical axis like a coin (phase shifted half a frame: no frame is edge-on, i.e. empty). */
  flip: (): Motion => ({
    kind: 'flip',
    frames: 20,
    delay: 60,
    pose: (t) => ({ sx: Math.cos(TAU * (t + 1 / 40)) }),
  }),
  /** Nods down and back on its base (thumbs down, a bow). */
  nod: (angle = 14, px = 18, py = 34): Motion => ({
    kind: 'nod',
    frames: 16,
    delay: 60,
    pose: (t) => {
      const s = Math.sin(Math.PI * t) ** 2;
      return { rot: angle * s, ty: 1.5 * s, px, py };
    },
  }),
  /** Squeezes horizontally twice per loop (clapping). */
  clap: (amount = 0.14): Motion => ({
    kind: 'clap',
    frames: 12,
    delay: 55,
    pose: (t) => {
      const k = amount * Math.abs(Math.sin(2 * Math.PI * t));
      return { sx: 1 - k, sy: 1 + k * 0.3 };
    },
  }),
};
