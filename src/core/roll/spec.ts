/**
 * The roll spec grammar shared by every command: `ATTR[+MOD|-MOD]...[bN]`.
 * Examples: `13`, `13-3`, `12+3-3b3`, `23b2`, `11-6-3-6`.
 */
import { err, inputError, ok, type InputError, type Result } from '../result.js';

export const ATTRIBUTE_MAX = 99;
export const MOD_ABS_MAX = 99;
export const BURST_MAX = 100;
/** Special Dice per side (docs/rules.md §7.1): they stack, one extra die each. */
export const SD_MAX = 10;

export const SPEC_FORM = 'ATTR[+MOD|-MOD]...[bN][+sd], e.g. 13, 12+3-3b3 or 23b2';

/** One MOD with, when the user named it (`--mod cover=-3`), where it came from. */
export interface Mod {
  readonly value: number;
  readonly label: string | null;
}

export interface RollSpec {
  readonly attribute: number;
  readonly mods: readonly Mod[];
  readonly burst: number;
  /** Special Dice from a `+sd` / `+sdN` suffix (docs/rules.md §7.1); absent means 0. */
  readonly sd?: number;
}

const isDigit = (c: string | undefined): c is string => c !== undefined && c >= '0' && c <= '9';

export function parseSpec(source: string): Result<RollSpec> {
  const fail = (message: string, index: number): Result<never> =>
    err(inputError(message, { kind: 'position', source, index }, `expected ${SPEC_FORM}`));
  const unexpected = (index: number, wanted: string): Result<never> => {
    const c = source[index];
    return c === undefined
      ? fail(`roll spec "${source}" ends where ${wanted} was expected`, index)
      : fail(`roll spec "${source}": unexpected "${c}" at character ${index + 1}`, index);
  };

  let i = 0;
  const readNumber = (): { value: number; start: number } | null => {
    const start = i;
    while (isDigit(source[i])) i++;
    return i === start ? null : { value: Number(source.slice(start, i)), start };
  };

  const attr = readNumber();
  if (attr === null) return unexpected(0, 'an attribute (0..99)');
  if (attr.value > ATTRIBUTE_MAX) {
    return fail(`attribute ${attr.value} in "${source}" is out of range 0..${ATTRIBUTE_MAX}`, 0);
  }

  const mods: Mod[] = [];
  let burst = 1;
  let sd = 0;
  let ended = false;
  while (i < source.length) {
    const c = source[i];
    if (c === '+' && source.slice(i + 1, i + 3).toLowerCase() === 'sd') {
      // `+sd` or `+sdN`: Special Dice, the spec's last part (docs/rules.md §7.1).
      const sdAt = i;
      i += 3;
      const n = readNumber();
      sd += n === null ? 1 : n.value;
      if (sd < 1 || sd > SD_MAX) {
        return fail(`Special Dice ${sd} in "${source}" are out of range 1..${SD_MAX}`, sdAt);
      }
      ended = true;
    } else if (ended) {
      return unexpected(i, 'the end of the spec');
    } else if (c === '+' || c === '-') {
      const signAt = i;
      i++;
      const n = readNumber();
      if (n === null) return unexpected(i, `a number after "${c}"`);
      if (n.value > MOD_ABS_MAX) {
        return fail(`MOD ${c}${n.value} in "${source}" is out of range -99..+99`, signAt);
      }
      mods.push({ value: c === '-' ? -n.value : n.value, label: null });
    } else if (c === 'b' || c === 'B') {
      const bAt = i;
      i++;
      const n = readNumber();
      if (n === null) return unexpected(i, 'a burst after "b"');
      if (n.value < 1 || n.value > BURST_MAX) {
        return fail(`burst ${n.value} in "${source}" is out of range 1..${BURST_MAX}`, bAt);
      }
      burst = n.value;
      ended = true;
    } else {
      return unexpected(i, 'a MOD or a burst');
    }
  }
  return ok(
    sd > 0 ? { attribute: attr.value, mods, burst, sd } : { attribute: attr.value, mods, burst },
  );
}

/** `--mod range=+3`, `--mod cover=-3`, `--mod 3`: a named MOD added to a spec. */
export function parseNamedMod(text: string): Result<Mod> {
  const eq = text.indexOf('=');
  const label = eq === -1 ? null : text.slice(0, eq).trim();
  const raw = eq === -1 ? text : text.slice(eq + 1);
  const bad = (why: string, index = eq + 1): Result<never> =>
    err(
      inputError(
        `MOD "${text}": ${why}`,
        { kind: 'position', source: text, index },
        'write NAME=+N or NAME=-N, e.g. --mod cover=-3',
      ),
    );
  if (label === '') return bad('the name before "=" is empty');
  // One "=" only: `cover=3=4` is not a MOD with a name "cover=3".
  const second = eq === -1 ? -1 : text.indexOf('=', eq + 1);
  if (second !== -1) return bad('more than one "="', second);
  if (!/^[+-]?\d{1,2}$/.test(raw)) return bad(`"${raw}" is not a MOD from -99 to +99`);
  return ok({ value: Number(raw), label });
}

/** The spec with extra MODs appended (named MODs from options come after the spec's own). */
export function withMods(spec: RollSpec, extra: readonly Mod[]): RollSpec {
  return { ...spec, mods: [...spec.mods, ...extra] };
}

/** Parse every `--mod`, stopping at the first bad one. */
export function parseNamedMods(texts: readonly string[]): Result<Mod[]> {
  const mods: Mod[] = [];
  for (const t of texts) {
    const m = parseNamedMod(t);
    if (!m.ok) return m;
    mods.push(m.value);
  }
  return ok(mods);
}

export type { InputError };
