/**
 * Army codes of the official army builder, decoded offline. The header is the same in every
 * layout: faction id, faction slug, army name, point limit, number of combat groups. The
 * combat groups come in one of four layouts that the builder has used over the years:
 *
 * - `early`: each group is [number, member count]; each member [0, unit, profile group,
 *   option, 0] (the layout Infinity-Army-Tools documents).
 * - `numbered`: a version byte 0 after the group number: [number, 0, count]; each member
 *   starts with its 1-based position instead of 0.
 * - `reinforcement`: version byte 1 and a reinforcement flag: [number, 1, flag, count];
 *   members as in `early` (a few builder versions put a position in the first byte).
 * - `customised`: as `reinforcement`, each member followed by a customisation flag and,
 *   when set, a count and that many strings (Spec-Ops choices, kept as given).
 *
 * Which layout a code uses is found by reading it in each, newest first: the one that
 * reads every byte and nothing more, with groups numbered 1, 2, 3..., wins.
 */
import { err, inputError, ok, type Result } from '../../result.js';
import { codeBytes } from './base64.js';
import { ByteReader, ByteWriter, CodeFault, fail, plural } from './bytes.js';

export const LAYOUTS = ['customised', 'reinforcement', 'numbered', 'early'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface CodeMember {
  readonly unitId: number;
  readonly profileGroupId: number;
  readonly optionId: number;
  /** The member's first byte: 0, or its position in layouts that number members. */
  readonly slot: number;
  /** Customisation strings (`customised` layout only; empty elsewhere). */
  readonly customisations: readonly string[];
}

export interface CodeGroup {
  readonly number: number;
  /** The reinforcement flag; null in layouts that have none. */
  readonly reinforcement: boolean | null;
  readonly members: readonly CodeMember[];
}

export interface ArmyCode {
  readonly layout: Layout;
  readonly factionId: number;
  readonly factionSlug: string;
  readonly armyName: string;
  readonly points: number;
  readonly groups: readonly CodeGroup[];
}

type Header = Omit<ArmyCode, 'layout' | 'groups'> & { readonly groupCount: number };

function readHeader(r: ByteReader): Header {
  const factionId = r.number('the faction id');
  const factionSlug = r.string('the faction slug');
  return {
    factionId,
    factionSlug,
    armyName: r.string('the army name'),
    points: r.number('the point limit'),
    groupCount: r.number('the number of combat groups'),
  };
}

/** A code starts with a faction id and a slug ("kestrel-colonial-force"). */
function startsLikeACode(bytes: Uint8Array): boolean {
  const r = new ByteReader(bytes);
  try {
    r.number('');
    return /^[a-z0-9-]+$/.test(r.string(''));
  } catch {
    return false;
  }
}

function readMember(r: ByteReader, layout: Layout, where: string): CodeMember {
  const slot = layout === 'early' ? r.fixed(`${where}'s first byte`, [0]) : r.number(where);
  const unitId = r.number(`${where}'s unit id`);
  const profileGroupId = r.number(`${where}'s profile group id`);
  const optionId = r.number(`${where}'s option id`);
  r.fixed(`${where}'s closing byte`, [0]);
  const customisations: string[] = [];
  if (layout === 'customised' && r.fixed(`${where}'s customisation flag`, [0, 1]) === 1) {
    const n = r.number(`${where}'s customisation count`);
    for (let i = 0; i < n; i++) customisations.push(r.string(`${where}'s customisation ${i + 1}`));
  }
  return { unitId, profileGroupId, optionId, slot, customisations };
}

function readGroup(r: ByteReader, layout: Layout, index: number): CodeGroup {
  const where = `combat group ${index + 1}`;
  const number = r.number(`${where}'s number`);
  let reinforcement: boolean | null = null;
  if (layout === 'numbered') r.fixed(`${where}'s version byte`, [0]);
  if (layout === 'reinforcement' || layout === 'customised') {
    r.fixed(`${where}'s version byte`, [1]);
    reinforcement = r.fixed(`${where}'s reinforcement flag`, [0, 1]) === 1;
  }
  const count = r.number(`${where}'s member count`);
  const members: CodeMember[] = [];
  for (let i = 0; i < count; i++) members.push(readMember(r, layout, `${where} member ${i + 1}`));
  return { number, reinforcement, members };
}

function readAs(bytes: Uint8Array, layout: Layout, header: Header, from: number): ArmyCode {
  const r = new ByteReader(bytes);
  r.offset = from;
  const groups: CodeGroup[] = [];
  for (let i = 0; i < header.groupCount; i++) groups.push(readGroup(r, layout, i));
  if (!r.done) {
    fail(
      r.offset,
      `${plural(bytes.length - r.offset, 'trailing byte')} after the last combat group, from byte ${r.offset}`,
      true,
    );
  }
  const { factionId, factionSlug, armyName, points } = header;
  return { layout, factionId, factionSlug, armyName, points, groups };
}

const sequential = (c: ArmyCode): boolean => c.groups.every((g, i) => g.number === i + 1);

/** What a player is told when the text is not a code. */
export const NOT_A_CODE =
  'this is not an army code (a code is the base64 text the army builder gives to share a list, such as "axZrZXN0cmVsLWNvbG9uaWFsLWZvcmNl…")';
const CODE_HINT =
  "copy the code from the army builder's share or export, or give a file that holds one";

const fault = (f: CodeFault) => err(inputError(`army code: ${f.message}`));

/** The bytes of an army code -> its structure, or an error naming the byte offset. */
export function decodeArmyCodeBytes(bytes: Uint8Array): Result<ArmyCode> {
  const r = new ByteReader(bytes);
  let header: Header;
  try {
    header = readHeader(r);
  } catch (e) {
    // No faction and army name can be read: most likely not a code at all (a word, a
    // file name): say so first, the byte detail after.
    if (!(e instanceof CodeFault)) throw e;
    if (startsLikeACode(bytes)) return fault(e);
    return err(
      inputError(`army code: ${NOT_A_CODE}; in detail: ${e.message}`, undefined, CODE_HINT),
    );
  }
  const fits: ArmyCode[] = [];
  const faults: CodeFault[] = [];
  for (const layout of LAYOUTS) {
    try {
      const code = readAs(bytes, layout, header, r.offset);
      // Newest first: the first reading with groups numbered 1, 2, 3... is the answer.
      if (sequential(code)) return ok(code);
      fits.push(code);
    } catch (e) {
      if (!(e instanceof CodeFault)) throw e;
      faults.push(
        new CodeFault(e.offset, `${e.message} (read as the ${layout} layout)`, e.trailing),
      );
    }
  }
  const [best] = fits;
  if (best !== undefined) return ok(best);
  // No layout reads the whole code. A version byte other than 0 or 1 is a layout infcalc
  // does not know. A layout that read every group is the likeliest; otherwise report the
  // reading that got furthest (newest first on a tie).
  const version = header.groupCount > 0 ? versionByte(bytes, r.offset) : undefined;
  if (version !== undefined && version.value > 1) {
    return err(
      inputError(
        `army code: unknown layout: combat group 1's version byte at byte ${version.offset} is ${version.value} (known: 0, 1, or none in the early layout)`,
      ),
    );
  }
  const furthest = faults.reduce((a, b) => (b.offset > a.offset ? b : a));
  return fault(faults.find((f) => f.trailing) ?? furthest);
}

function versionByte(
  bytes: Uint8Array,
  from: number,
): { offset: number; value: number } | undefined {
  const r = new ByteReader(bytes);
  r.offset = from;
  try {
    r.number('');
    const offset = r.offset;
    return { offset, value: r.number('') };
  } catch {
    return undefined;
  }
}

/** Army code text (base64, URL-encoded or not, padded or not) -> its structure. */
export function decodeArmyCode(text: string): Result<ArmyCode> {
  const bytes = codeBytes(text);
  const code = bytes.ok ? decodeArmyCodeBytes(bytes.value) : bytes;
  if (code.ok || !code.error.message.startsWith(`army code: ${NOT_A_CODE}`)) return code;
  // The text itself, clipped, in place of "this": what the player typed.
  const t = text.trim();
  const shown = JSON.stringify(t.length > 24 ? `${t.slice(0, 24)}…` : t);
  return err({ ...code.error, message: code.error.message.replace('this is', `${shown} is`) });
}

/** The structure -> bytes in its layout (used by tests and the examples). */
export function encodeArmyCode(code: ArmyCode): Uint8Array {
  const w = new ByteWriter()
    .number(code.factionId)
    .string(code.factionSlug)
    .string(code.armyName)
    .number(code.points)
    .number(code.groups.length);
  for (const g of code.groups) {
    w.number(g.number);
    if (code.layout === 'numbered') w.number(0);
    if (code.layout === 'reinforcement' || code.layout === 'customised')
      w.number(1).number(g.reinforcement === true ? 1 : 0);
    w.number(g.members.length);
    for (const m of g.members) {
      w.number(code.layout === 'early' ? 0 : m.slot)
        .number(m.unitId)
        .number(m.profileGroupId)
        .number(m.optionId)
        .number(0);
      if (code.layout === 'customised') {
        if (m.customisations.length === 0) w.number(0);
        else {
          w.number(1).number(m.customisations.length);
          for (const s of m.customisations) w.string(s);
        }
      }
    }
  }
  return w.bytes;
}
