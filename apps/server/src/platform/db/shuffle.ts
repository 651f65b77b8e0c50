// The random sorts' seeded orders (the supplier directory, the catalogue): a fixed pseudo-random key per row
// (hashint4 of its id, indexed) combined with a mask drawn from the seed, so an order is fixed per seed (paging neither
// repeats nor skips) and differs between seeds.

/**
 * The random sort's mask: 31 bits drawn from the seed (murmur3's finaliser), so that neighbouring seeds give unrelated
 * orders. The order is the shuffle key XOR the mask: fixed per seed (paging neither repeats nor skips), a different
 * permutation per seed.
 */
export function shuffleMask(seed: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) & 0x7fffffff;
}
