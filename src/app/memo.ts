/**
 * Answers kept for a batch (`odds FILE --ndjson`, sweeps): the exact odds and the damage
 * of a question are pure functions of a few numbers, and a batch of questions asked at
 * one table repeats them (the same troopers, the same weapons). A bounded map, emptied
 * when full: memory stays flat however long the batch.
 */
export interface Memo<V> {
  readonly get: (key: string, make: () => V) => V;
}

export function memo<V>(max: number): Memo<V> {
  const kept = new Map<string, V>();
  return {
    get: (key, make) => {
      const had = kept.get(key);
      if (had !== undefined) return had;
      const value = make();
      if (kept.size >= max) kept.clear();
      kept.set(key, value);
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
