/** A point in mm. Tuples keep inputs and results structured-cloneable for worker threads. */
export type Point = [number, number];

/** Outer boundary plus holes; any orientation is accepted. */
export interface Shape {
  outer: Point[];
  holes?: Point[][];
}

/**
 * Allowed rotations: 'none'; 'grain' = 0/180 (keeps the grain or brushing direction);
 * 'ortho' = 90° steps; 'free' = any angle (searched in 15° steps); or an explicit list in degrees.
 */
export type RotationRule = 'none' | 'grain' | 'ortho' | 'free' | number[];

export interface PartSpec {
  id: string;
  shape: Shape;
  quantity: number;
  rotations?: RotationRule;
  /** Higher priority parts are placed first and are the last to be left out. */
  priority?: number;
}

export interface PlateSpec {
  id: string;
  width: number;
  height: number;
  /** Number available; undefined means unlimited. */
  count?: number;
  /** Remnants are used before full plates. */
  remnant?: boolean;
  /**
   * Order of use: a new sheet takes a plate of the highest priority that has stock left and holds a part
   * (then the best fill among them). Default 1 for remnants, 0 for full plates.
   */
  priority?: number;
}

export interface NestParams {
  /** 'bin': fill plates; 'strip': one plate of the first plate's height and unbounded length, minimising length. */
  mode?: 'bin' | 'strip';
  /** Minimum distance between parts (kerf plus clearance), mm. */
  spacing?: number;
  /** Minimum distance between a part and the plate edge, mm. */
  margin?: number;
  timeLimitMs?: number;
  /** Stop after this many improvement iterations; with it the result no longer depends on machine speed. */
  maxIterations?: number;
  seed?: number;
  /**
   * Searches in parallel (Node worker threads; default 1): this thread and threads − 1 workers run the
   * search with seeds seed, seed + 1000003, …, exchange their best layout every few hundred ms and the best
   * result is returned. Workers use the wall clock (not `NestOptions.now`); `maxIterations` counts per thread.
   */
  threads?: number;
  /** Let small parts go into the holes of larger ones. */
  partInPart?: boolean;
  /** Common-line cutting: adjacent rectangular parts share one cut of width `spacing`. */
  commonLine?: boolean;
  /** Rectangular parts only: restrict to guillotine-cuttable layouts (panel saws). */
  guillotine?: boolean;
  /** Smallest reusable offcut: both sides at least this, mm (default 100). */
  minOffcut?: number;
}

export interface NestInput {
  parts: PartSpec[];
  plates: PlateSpec[];
  params?: NestParams;
}

/** Part point p is placed at rotate(p, rotation) + (x, y); rotation in degrees, counter-clockwise about the origin. */
export interface Placement {
  partId: string;
  copy: number;
  rotation: number;
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Sheet {
  plateId: string;
  width: number;
  height: number;
  placements: Placement[];
  /** Part area / plate area (in strip mode the plate is the used length). */
  utilisation: number;
  /**
   * The largest empty rectangle of the plate (any position) that keeps the spacing (kerf) from every part's
   * bounding box and reaches the plate edges where it touches them, with both sides ≥ `params.minOffcut`;
   * null when there is none. Only in the final result (progress reports skip it).
   */
  offcut: Rect | null;
}

export interface Unplaced {
  partId: string;
  copy: number;
  reason: string;
}

export interface NestResult {
  sheets: Sheet[];
  unplaced: Unplaced[];
  /** Total part area / total plate area. */
  utilisation: number;
  /** Strip mode: the used strip length. */
  length?: number;
  elapsedMs: number;
  iterations: number;
  path: 'rect' | 'irregular';
}

export interface NestProgress {
  utilisation: number;
  sheets: number;
  length?: number;
  elapsedMs: number;
  iterations: number;
}

export interface NestOptions {
  onProgress?: (p: NestProgress) => void;
  /** Works when the caller's thread can run the event loop; in a worker prefer `cancel`. */
  signal?: AbortSignal;
  /** Polled between iterations; in a worker read a SharedArrayBuffer flag with Atomics here. */
  cancel?: () => boolean;
  /** Clock for time limits; injectable so tests can be deterministic. */
  now?: () => number;
}
