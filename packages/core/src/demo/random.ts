/**
 * A small seeded pseudo-random generator for the demo corpus. Every choice is derived from a string seed, so
 * the same seed always gives the same sequence, on every platform and Node version.
 */

/** FNV-1a offset basis and prime (32-bit). */
const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** 2^32, to turn a 32-bit unsigned integer into a fraction in [0, 1). */
const UINT32_RANGE = 0x1_0000_0000;

/** A 32-bit unsigned FNV-1a hash of the text. */
export function hashString(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** Deterministic choices drawn from one seed (mulberry32). */
export interface SeededRandom {
  /** A fraction in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number;
  /** True with the given probability (0-1). */
  chance(probability: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items of the list, in a random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** The list in a random order. */
  shuffle<T>(items: readonly T[]): T[];
}

/** Mulberry32: fractions in [0, 1) from a 32-bit seed, the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / UINT32_RANGE;
  };
}

/** A generator seeded by the text: the same text always yields the same sequence. */
export function createRandom(seed: string): SeededRandom {
  const next = mulberry32(hashString(seed));
  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = integer(0, index);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return {
    next,
    integer,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list.');
      return items[integer(0, items.length - 1)] as T;
    },
    sample: <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
  };
}
