/** "Did you mean" suggestions: plain Levenshtein distance over a short candidate list. */

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      prev[j] = Math.min(up + 1, (prev[j - 1] ?? 0) + 1, diag + cost);
      diag = up;
    }
  }
  return prev[b.length] ?? 0;
}

/** No name infcalc knows is longer: past this, a typo is not the explanation. */
const MAX_TYPO_LENGTH = 100;

/** Candidates close to `input` (case-insensitive), best first; at most `max`. */
export function suggest(input: string, candidates: readonly string[], max = 3): string[] {
  // Edit distance costs input × candidate: a pasted megabyte would take seconds.
  if (input.length > MAX_TYPO_LENGTH) return [];
  const needle = input.toLowerCase();
  const limit = Math.max(2, Math.floor(needle.length / 3));
  return candidates
    .map((c) => ({ c, d: editDistance(needle, c.toLowerCase()) }))
    .filter(({ c, d }) => d <= limit || c.toLowerCase().startsWith(needle))
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, max)
    .map(({ c }) => c);
}

export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const found = suggest(input, candidates);
  return found.length === 0
    ? undefined
    : `did you mean ${found.map((s) => `"${s}"`).join(' or ')}?`;
}
