/**
 * Answers kept for a batch (`odds FILE --ndjson`, sweeps): the exact odds and the damage
 * of a question are pure functions of a few numbers, and a batch of questions asked at
 * one table repeats them (the same troopers, the same weapons). A bounded map, emptied
 * when full: memory stays flat however long the batch.
 */
export interface Memo<V> {
  readonly get: (key: string, make: () => V) => V;
}

/**
 * At most `max` units kept: each value weighs `weigh(value)` units (1 unless told; odds
 * weigh their outcomes, so a few B20 answers hold as much as many B3 ones). A value
 * heavier than `max` is not kept.
 */
export function memo<V>(max: number, weigh: (value: V) => number = () => 1): Memo<V> {
  const kept = new Map<string, V>();
  let load = 0;
  return {
    get: (key, make) => {
      const had = kept.get(key);
      if (had !== undefined) return had;
      const value = make();
      const w = weigh(value);
      if (w > max) return value;
      if (load + w > max) {
        kept.clear();
        load = 0;
      }
      kept.set(key, value);
      load += w;
      return value;
    },
  };
}

const ids = new WeakMap<object, number>();
let next = 0;
/** A number per object (an edition's tables): the same object, the same number. */
export function idOf(x: object): number {
  let id = ids.get(x);
  if (id === undefined) {
    id = ++next;
    ids.set(x, id);
  }
  return id;
}
