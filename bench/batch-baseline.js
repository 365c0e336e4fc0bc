// The floor of `odds - --ndjson` for `npm run bench batch`: the same lines, parsed, their
// exact odds from the core (no MODs, no weapons, no report), the counts written as JSON.
// Machine noise slows it as it slows infcalc, so their ratio holds where times do not.
import { readFileSync, writeSync } from 'node:fs';
// Built by bench/core.js when the bench starts.
import { ftfOdds, normalOdds } from '../node_modules/.cache/infcalc/bench-core.js';

const side = (spec) => {
  const m = /^(\d+)(?:b(\d+))?$/.exec(spec);
  return { sv: Number(m[1]), burst: Number(m[2] ?? 1) };
};
const json = (o) => JSON.stringify(o, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
let out = '';
for (const line of readFileSync(0, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const q = JSON.parse(line);
  const odds =
    q.reactive === undefined ? normalOdds(side(q.spec)) : ftfOdds(side(q.spec), side(q.reactive));
  out += json({ line: q, odds }) + '\n';
  if (out.length > 1 << 16) {
    writeSync(1, out);
    out = '';
  }
}
writeSync(1, out);
