/**
 * `engage` troopers from game data (docs/game-data.md): a trooper's `unit`, `profile`,
 * `weapon` and `range` turned into the fields engage already takes — `spec` (the
 * attribute the weapon uses, the range band's MOD, the burst), the `weapon` block
 * (Damage/PS, ammunition, CONT, save), the `target` block (ARM, BTS, PH, W/VITA or STR,
 * NWI, Immunities) and the trooper's skills the MOD engine knows as words in `with`,
 * as `odds` fills them (src/app/from-data.ts). A field written in the file wins.
 * The engagement itself is unchanged: this is its input.
 */
import { usage } from './failure.js';
import type { DataSide, DataSource, DataTarget, DataWeapon, SparesStr } from '../core/data/side.js';
import { aroSkill, aroStart, choiceIn, dodgeBrackets, wordsOf } from './from-data.js';
import type { Edition } from '../core/rules/index.js';

/** The keys that name game data on an engage trooper; gone once it is filled in. */
export const ENGAGE_DATA_KEYS = [
  'unit',
  'profile',
  'option',
  'faction',
  'range',
  'code',
  'trooper',
] as const;

/** What came from the data in an engagement: each trooper's source, and what was filled. */
export interface EngagementFromData {
  readonly troopers: readonly { readonly name: string; readonly source: DataSource }[];
  /** "Fusilier: spec 12+3b3 (BS 12, range +3, burst 3)". */
  readonly filled: readonly string[];
}

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** Why the weapon block says `bioweapon` (§10.13), as the filled lines word it. */
const ENGAGE_WHY = {
  bioweapon: 'N4 Bioweapon: affects only troopers with W',
  'target-vita': 'Target (VITA): targets only troopers with VITA',
} as const satisfies Record<SparesStr, string>;

/** A trooper's weapon block from the data, in the run's edition (PS = 20 - Damage, §6.2). */
function weaponBlock(h: DataWeapon, edition: Edition): Json {
  const ps = h.ps ?? (h.dam === null ? null : 20 - h.dam);
  const dam = h.dam ?? (h.ps === null ? null : 20 - h.ps);
  return {
    ...(edition.id === 'n4' ? (dam === null ? {} : { dam }) : ps === null ? {} : { ps }),
    ...(h.ammo === null ? {} : { ammo: h.ammo }),
    ...(h.cont ? { cont: true } : {}),
    ...(h.dead === true ? { dead: true } : {}),
    ...(h.sepsitor === true ? { sepsitor: true } : {}),
    ...(h.wOnly === undefined ? {} : { bioweapon: true }),
    ...(h.save === null ? {} : { save: h.save }),
  };
}

function targetBlock(t: DataTarget): Json {
  return {
    ...(t.arm === null ? {} : { arm: t.arm }),
    ...(t.bts === null ? {} : { bts: t.bts }),
    ...(t.ph === null ? {} : { ph: t.ph }),
    ...(t.w === null ? {} : { w: t.w }),
    ...(t.str ? { str: true } : {}),
    ...(t.nwi ? { nwi: true } : {}),
    ...(t.remotePresence === true ? { remotePresence: true } : {}),
    ...(t.immunity.length > 0 ? { immunity: [...t.immunity] } : {}),
  };
}

/** Data under the fields the file gives: the file's win. */
function merged(
  raw: unknown,
  data: Json,
  what: string,
  name: string,
  filled: string[],
): Json | undefined {
  const typed = isRecord(raw) ? raw : {};
  const fresh = Object.entries(data).filter(([k]) => !(k in typed));
  // Damage and PS are one value: either one written wins over the data.
  const kept = fresh.filter(
    ([k]) => !((k === 'dam' || k === 'ps') && ('dam' in typed || 'ps' in typed)),
  );
  if (kept.length > 0)
    filled.push(
      `${name}: ${what} ${kept.map(([k, v]) => (v === true ? k : `${k} ${Array.isArray(v) ? v.join(',') : String(v)}`)).join(', ')}`,
    );
  const out = { ...Object.fromEntries(kept), ...typed };
  return Object.keys(out).length === 0 ? undefined : out;
}

/**
 * One trooper of the file with the data filled in (`raw` without its data keys). `side`
 * is null for a weapon named without a trooper (`"weapon": "Combi Rifle"` alone).
 */
export function engageTrooperFromData(
  raw: Json,
  side: DataSide | null,
  weapon: DataWeapon | null,
  role: 'active' | 'reactive',
  path: string,
  edition: Edition,
  filled: string[],
  /** Collects the words filled in: no "changes nothing" warning for them. */
  quiet?: string[],
  /** The file's `choice` list: `dodge-bracket` reads the profile's Dodge brackets (§8.7). */
  choices: readonly string[] = [],
): Json {
  const name = typeof raw.name === 'string' ? raw.name : path;
  const action = typeof raw.action === 'string' ? raw.action : 'attack';
  const out: Json = Object.fromEntries(
    Object.entries(raw).filter(([k]) => !(ENGAGE_DATA_KEYS as readonly string[]).includes(k)),
  );
  // A weapon by name alone, or a block with its name: the block's other fields win.
  if (typeof raw.weapon === 'string') delete out.weapon;
  else if (isRecord(raw.weapon)) {
    out.weapon = Object.fromEntries(Object.entries(raw.weapon).filter(([k]) => k !== 'name'));
  }
  if (side !== null && raw.spec === undefined) {
    const p = side.profile;
    let spec: string;
    let why: string;
    if (action === 'dodge' || (action === 'none' && side.attribute === null)) {
      // Its Dodge as odds fills it (§8.7): "Dodge (PH=N)" is the PH it Dodges with, a
      // "(+3)" its own MOD, "(+1SD)" a Special Die (choice dodge-bracket).
      const ph = action === 'dodge' ? (side.target.dodgePh ?? p.ph) : p.ph;
      if (ph === null)
        throw usage(`${path}.unit: ${side.source.unit ?? ''} has no PH to Dodge with`);
      const b =
        action === 'dodge'
          ? dodgeBrackets(
              side.target.dodgeOther,
              choiceIn({ choice: [...choices] }, edition, 'dodge-bracket') ?? 'rules',
            )
          : { own: [], enemy: [], sd: 0 };
      const plus = b.own.reduce((sum, m) => sum + Number(m.split('=')[1] ?? 0), 0);
      spec = `${ph}${plus === 0 ? '' : signed(plus)}`;
      why = [
        ph === p.ph ? `PH ${ph}` : `Dodge (PH=${ph}) of its profile`,
        ...(action === 'dodge' ? ['Dodge'] : []),
        ...(plus === 0 ? [] : [`Dodge (${signed(plus)})`]),
      ].join(', ');
      if (b.sd > 0 && role === 'reactive' && raw.sd === undefined) {
        out.sd = b.sd;
        filled.push(`${name}: sd ${b.sd} (Dodge (+${b.sd}SD))`);
      }
      // An engagement has no per-target MOD on the active roll: said, not applied.
      for (const m of b.enemy)
        filled.push(
          `${name}: not applied: Dodge (${m.split('=')[1] ?? ''}) on the attacker's roll (ask it with odds --mod ${m})`,
        );
    } else if (action === 'reset') {
      if (p.wip === null)
        throw usage(`${path}.unit: ${side.source.unit ?? ''} has no WIP to Reset with`);
      spec = String(p.wip);
      why = `WIP ${p.wip}, Reset`;
    } else {
      const a = side.attribute;
      if (a === null)
        throw usage(
          `${path}.unit ${side.source.unit ?? ''} needs "weapon": the weapon says which attribute rolls`,
          'e.g. {"name": "Fusilier", "unit": "fusilier", "weapon": "combi rifle", "range": "37cm"}',
        );
      const mod = side.range?.mod ?? 0;
      // A Direct Template is not rolled (§8.9): one template, burst 1 in the file. An ARO
      // rolls one die (§1.5) but with Total Reaction or Neurocinetics (§10.3).
      const template = side.mode?.template === true && raw.template !== false;
      const start =
        role === 'reactive' && !template
          ? aroStart(edition.mods, side, { vsWith: stringsOf(raw.with) })
          : null;
      const burst =
        template || start === 'one'
          ? 1
          : start === 'full'
            ? (side.burst ?? 1) - side.weaponBurstMods
            : (side.burst ?? 1);
      spec = `${a.value}${mod === 0 ? '' : signed(mod)}${burst === 1 ? '' : `b${burst}`}`;
      why = [
        `${a.name} ${a.value}`,
        ...(mod === 0 ? [] : [`range ${signed(mod)}`]),
        template
          ? `Direct Template: no roll${(side.burst ?? 1) > 1 ? `, burst ${side.burst ?? 1} counted as one template` : ''}`
          : role === 'active'
            ? `burst ${burst}`
            : start === 'one'
              ? 'ARO burst 1'
              : `ARO with ${aroSkill(side)}: burst ${burst}`,
      ].join(', ');
    }
    out.spec = spec;
    filled.push(`${name}: spec ${spec} (${why})`);
  }
  // What the weapon does, as the file would say it (fields in the file win): a Direct
  // Template Weapon is `template` (§8.9), the active trooper's CC weapon is `cc` (§8.6).
  if (side?.mode != null && action === 'attack') {
    if (side.mode.template && raw.template === undefined) {
      out.template = true;
      filled.push(`${name}: template (Direct Template: no roll to hit)`);
    }
    if (role === 'active' && side.mode.attribute === 'cc' && raw.cc === undefined) {
      out.cc = true;
      filled.push(`${name}: cc (${side.weapon?.name ?? 'its weapon'} is a CC weapon)`);
    }
  }
  // Its weapon hits only when it attacks (a Dodge or a Reset hits nobody).
  const hits = weapon ?? side?.hits ?? null;
  if (hits !== null && action === 'attack') {
    const w = merged(out.weapon, weaponBlock(hits, edition), 'weapon', name, filled);
    if (w !== undefined) out.weapon = w;
    // N4's plain Bioweapon and N5's Target (VITA) spare STR targets (§10.13, §10.15).
    if (hits.wOnly !== undefined)
      filled.push(
        `${name}: bioweapon (${ENGAGE_WHY[hits.wOnly]}, a STR target takes nothing from its hits)`,
      );
  }
  if (side !== null) {
    const t = merged(out.target, targetBlock(side.target), 'target', name, filled);
    if (t !== undefined) out.target = t;
    // Its skills as the words the MOD engine knows, as odds fills them (§8): the engine
    // decides which roll each changes (Mimetism on the enemy's, MSV on its own); the
    // skills a player declares are left out.
    const { fill } = wordsOf(edition.mods, side);
    const typed = Array.isArray(raw.with) ? raw.with.filter((w) => typeof w === 'string') : [];
    const fresh = fill.filter((w) => !typed.some((t) => t.toLowerCase().includes(w)));
    if (fresh.length > 0) {
      const given: unknown[] = Array.isArray(raw.with) ? raw.with : [];
      out.with = [...given, ...fresh];
      filled.push(`${name}: with ${fresh.join(',')}`);
      quiet?.push(...fresh);
    }
  }
  return out;
}

/** A JSON list of strings as the flags give them (other entries left out). */
const stringsOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((w): w is string => typeof w === 'string') : [];

/** The data fields of a trooper in the JSON Schema (`infcalc schema engagement`). */
const DATA_PROPERTIES: Json = {
  unit: { type: 'string', description: 'the trooper from game data (unit name or ISC)' },
  profile: {
    type: ['integer', 'string'],
    description: 'its profile, 1 by default',
  },
  faction: { type: 'string', description: 'look the unit up in one faction (id, slug or name)' },
  code: { type: 'string', description: 'an army code: "trooper" picks a member of its list' },
  trooper: {
    type: 'string',
    description: 'a member of the "code" list: group.position (1.3) or a name unique in it',
  },
  range: {
    type: 'string',
    description: 'the distance to its target(s): 37cm or 15in; gives the range MOD',
  },
};

/**
 * The engagement's JSON Schema with the game-data fields of each trooper: `unit`,
 * `profile`, `faction`, `range`, and `weapon` by name (a string, or the block with a
 * `name`). With `unit`, `spec` may be left out.
 */
export function withDataFields(schema: unknown): unknown {
  if (!isRecord(schema) || !isRecord(schema.properties)) return schema;
  const trooper = (t: unknown): unknown => {
    if (!isRecord(t) || !isRecord(t.properties)) return t;
    const props = t.properties;
    const block = isRecord(props.weapon) ? props.weapon : {};
    const blockProps = isRecord(block.properties) ? block.properties : {};
    const required = Array.isArray(t.required) ? t.required.filter((k) => k !== 'spec') : [];
    return {
      ...t,
      properties: {
        ...props,
        ...DATA_PROPERTIES,
        weapon: {
          anyOf: [
            { type: 'string', description: 'a weapon from game data: NAME or NAME:MODE' },
            {
              ...block,
              properties: {
                name: { type: 'string', description: 'a weapon from game data; fields here win' },
                ...blockProps,
              },
            },
          ],
        },
      },
      required,
      anyOf: [{ required: ['spec'] }, { required: ['unit'] }, { required: ['trooper'] }],
    };
  };
  const props = schema.properties;
  const reactive = isRecord(props.reactive) ? props.reactive : {};
  return {
    ...schema,
    properties: {
      ...props,
      active: trooper(props.active),
      reactive: { ...reactive, items: trooper(reactive.items) },
    },
  };
}
