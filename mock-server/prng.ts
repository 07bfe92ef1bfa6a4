// mulberry32: a small seeded PRNG for the mock's randomised tests, so a run (and any failure) repeats exactly.
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(next, {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  });
}
