import { FX_PER_USD } from '../../../modules/catalogue/price-sort.ts';

// Deterministic randomness and time for the demo seed: same seed, same data, on every machine and every run.

/** Every demo date is relative to this fixed instant, never to the clock. */
export const REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
const DAY_MS = 86_400_000;

/** The rates of price_sort (catalogue/price-sort.ts), also used to express a USD amount in another currency. */
export { FX_PER_USD };
export type SeedCurrency = keyof typeof FX_PER_USD;

/** A USD amount expressed in `currency`, rounded the way a price list would show it. */
export function fromUsd(usd: number, currency: SeedCurrency): number {
  const v = usd * FX_PER_USD[currency];
  if (v >= 1000) return Math.round(v / 10) * 10;
  if (v >= 100) return Math.round(v);
  return Math.round(v * 100) / 100;
}

/** `days` (fractional allowed) before the reference date. */
export function daysBefore(days: number): Date {
  return new Date(REFERENCE_DATE.getTime() - Math.round(days * DAY_MS));
}

/** `days` (fractional allowed) after the reference date. */
export function daysAfter(days: number): Date {
  return new Date(REFERENCE_DATE.getTime() + Math.round(days * DAY_MS));
}

/** A Date as the 'YYYY-MM-DD' string drizzle's date() columns take. */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A UTC instant from a calendar date and hour (for events and news with fixed dates). */
export function utc(y: number, m: number, d: number, h = 0): Date {
  return new Date(Date.UTC(y, m - 1, d, h));
}

/** FNV-1a: turns a label into a 32-bit seed, so each part of the seed has its own stream. */
export function hashSeed(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [value, weight] pairs. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T;
  /** n distinct items in random order (all of them if n >= length). */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: a small, fast, good-enough 32-bit PRNG. */
export function createRng(seed: number | string): Rng {
  let a = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    weighted: (pairs) => {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of pairs) {
        r -= w;
        if (r < 0) return v;
      }
      return pairs[pairs.length - 1][0];
    },
    sample: (items, n) => shuffle(items).slice(0, Math.max(0, n)),
    shuffle,
  };
}

/** Lower-case ASCII slug: diacritics and Turkish letters folded, anything else becomes '-'. */
export function slugify(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Splits `total` over `weights` (largest remainder), giving every slot at least `min`. */
export function apportion(total: number, weights: readonly number[], min = 1): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const base = Math.min(min, Math.floor(total / n));
  const rest = total - base * n;
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const raw = weights.map((w) => (w / sum) * rest);
  const out = raw.map((r) => base + Math.floor(r));
  let left = total - out.reduce((s, v) => s + v, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) out[order[k][1]]++;
  return out;
}
