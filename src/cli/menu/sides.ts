/**
 * The menu's sides (docs/command-line.md "The menu"): a member of an army list (mine for
 * my trooper, the opponent's for the target, its code pasted once a session), or a unit
 * searched in the game data; then, each asked only when there is a choice, its profile
 * (with its numbers), its weapon from the list of those it carries, the weapon's mode, and
 * the loadout that carries it (its kit).
 */
import type { MenuIO } from './io.js';
import type { MenuPrompter } from './prompter.js';
import type { DataTrooper, Trooper } from './question.js';
import { profileOf, type KitMode, type KitOption, type KitProfile } from './kit.js';
import { searchUnits } from './units.js';

/** The army codes of a session: mine (from the start) and the opponent's (pasted once). */
export interface Codes {
  mine: string | null;
  theirs: string | null;
}

async function pickUnit(p: MenuPrompter, io: MenuIO, message: string): Promise<string> {
  const units = (await io.units()) ?? [];
  const name = await p.search<string>({
    message,
    source: (term) =>
      Promise.resolve(
        searchUnits(units, term ?? '', io.recent()).map((u) => ({
          name: u.faction === '' ? u.name : `${u.name}  (${u.faction})`,
          value: u.name,
        })),
      ),
  });
  io.remember(name);
  return name;
}

/**
 * What a side is asked for: a weapon that makes a BS or a CC Attack, a loadout with a
 * hacking device (`hack`: no weapon), or nothing.
 */
export type Arms = 'bs' | 'cc' | 'hack' | null;

/** As the data names it (docs/rules.md §8.8): Hacking Device, Killer Hacking Device... */
const HACKING_DEVICE = /hacking device/i;

/**
 * A hacker's loadout: the first of each device its loadouts carry, picked when they carry
 * several; none when no loadout carries one (the data's default loadout is used).
 */
async function hackerOption(
  p: MenuPrompter,
  unit: string,
  options: readonly KitOption[],
): Promise<string | undefined> {
  const devices = new Map<string, KitOption>();
  for (const o of options) {
    const device = o.equipment
      .filter((e) => HACKING_DEVICE.test(e.name))
      .map((e) => e.text)
      .join(', ');
    if (device !== '' && !devices.has(device)) devices.set(device, o);
  }
  const found = [...devices.values()];
  if (found.length <= 1) return found[0]?.id;
  return p.select({
    message: `${unit}: which loadout (its hacking device)`,
    choices: found.map((o) => ({ name: o.label, value: o.id })),
  });
}

/** The unit's profile (`--profile`), asked when it has more than one, with its numbers. */
async function pickProfile(p: MenuPrompter, io: MenuIO, unit: string): Promise<KitProfile> {
  const kit = await io.kitOf(unit);
  if (kit.profiles.length < 2) return profileOf(kit, 1);
  const n = await p.select({
    message: `${unit}: which profile`,
    choices: kit.profiles.map((x) => ({
      name: `profile ${String(x.number)}  ${x.label}`,
      value: String(x.number),
      short: `profile ${String(x.number)}  ${x.name}`,
    })),
  });
  return profileOf(kit, Number(n));
}

/**
 * The loadout of a searched side's weapon (`--option`), asked in the first pass when the
 * loadouts that carry it carry different kit; none when they do not (the data's first
 * that carries it is the same), or when the side has no weapon (it does not attack: the
 * data's first loadout).
 */
async function firstLoadout(
  p: MenuPrompter,
  unit: string,
  options: readonly KitOption[],
  listed: string | null,
): Promise<string | undefined> {
  const kits = new Map<string, KitOption>();
  if (listed === null) return undefined;
  for (const o of options) if (o.weapons.includes(listed) && !kits.has(o.kit)) kits.set(o.kit, o);
  if (kits.size < 2) return undefined;
  return p.select({
    message: `${unit}: which loadout`,
    choices: [...kits.values()].map((o) => ({ name: o.label, value: o.id, short: o.short })),
  });
}

/** A side searched in the data: its unit, profile, weapon and mode, then its loadout. */
async function searchTrooper(
  p: MenuPrompter,
  io: MenuIO,
  who: string,
  arms: Arms,
): Promise<DataTrooper> {
  const unit = await pickUnit(p, io, `${who}: search a unit (type part of its name)`);
  const profile = await pickProfile(p, io, unit);
  const side = { kind: 'data', unit, profile: profile.number } as const;
  if (arms === 'hack') {
    const option = await hackerOption(p, unit, profile.options);
    return { ...side, ...(option === undefined ? {} : { option }), weapon: null };
  }
  const armed = await pickArm(p, io, unit, profile.weapons, arms);
  const option = await firstLoadout(p, unit, profile.options, armed?.listed ?? null);
  return { ...side, ...(option === undefined ? {} : { option }), weapon: armed?.ref ?? null };
}

const SEARCH = 'search';
const PASTE = 'paste';

/**
 * A side: a member of the list (mine for my trooper, the opponent's for the target, the
 * code pasted once a session), or a unit searched in the data; then its weapon of the
 * kind `arms` asks (none when null).
 */
export async function pickTrooper(
  p: MenuPrompter,
  io: MenuIO,
  who: string,
  codes: Codes,
  side: 'mine' | 'theirs',
  arms: Arms,
): Promise<Trooper> {
  for (;;) {
    const code = codes[side];
    const members = code === null ? [] : await io.listOf(code);
    if (typeof members === 'string') {
      io.say(`${members}\n`);
      if (side === 'theirs') codes.theirs = null;
      if (side === 'mine') return searchTrooper(p, io, who, arms);
      continue;
    }
    if (code === null && side === 'mine') return searchTrooper(p, io, who, arms);
    // The troopers picked lately first (src/cli/menu/recent.ts), then in list order.
    const recent = io.recent();
    const sides = members
      .filter((m) => m.weapons !== null)
      .map((m, i) => ({ m, r: recent.indexOf(m.name), i }))
      .sort((a, b) => (a.r < 0 ? 99 : a.r) - (b.r < 0 ? 99 : b.r) || a.i - b.i)
      .map((x) => x.m);
    const picked = await p.select({
      message: code === null ? `${who}: from` : `${who}: from the list, or search`,
      choices: [
        ...sides.map((m) => ({ name: m.label, value: m.position })),
        { name: 'Search the game data', value: SEARCH },
        ...(side === 'theirs' ? [{ name: "Paste the opponent's army code", value: PASTE }] : []),
      ],
    });
    if (picked === SEARCH) return searchTrooper(p, io, who, arms);
    if (picked === PASTE) {
      const pasted = (await p.input({ message: "The opponent's army code" })).trim();
      codes.theirs = pasted === '' ? codes.theirs : pasted;
      continue;
    }
    const m = sides.find((x) => x.position === picked);
    if (code === null || m === undefined) continue;
    io.remember(m.name);
    return {
      kind: 'list',
      code,
      position: m.position,
      name: m.name,
      weapon: await pickFrom(p, io, m.name, m.weapons ?? [], arms),
    };
  }
}

/** Does a mode make attacks of this kind: a BS Attack rolls BS, PH (a grenade) or WIP. */
const rollsFor = (m: KitMode, kind: 'bs' | 'cc'): boolean =>
  kind === 'cc' ? m.attribute === 'cc' : m.attribute !== 'cc';

/**
 * A weapon picked (`listed`: as the list names it, a copy "NAME#2") and as `--weapon`
 * takes it (`ref`: with its mode, "MULTI Rifle:AP Mode", a copy's "NAME:MODE#2").
 */
interface Armed {
  readonly listed: string;
  readonly ref: string;
}

/**
 * The mode of a weapon of several (`--weapon NAME:MODE`): those of the kind asked, asked
 * when there are more than one, the one taken silently; the name alone for one mode.
 */
async function withMode(
  p: MenuPrompter,
  io: MenuIO,
  listed: string,
  kind: 'bs' | 'cc',
): Promise<Armed> {
  const copy = /#\d+$/.exec(listed)?.[0] ?? '';
  const name = listed.slice(0, listed.length - copy.length);
  // A mode the data leaves unnamed cannot be asked for by name.
  const modes = (await io.modesOf(name)).filter((m) => m.mode !== null);
  if (modes.length < 2) return { listed, ref: listed };
  const fitting = modes.filter((m) => rollsFor(m, kind));
  const offered = fitting.length === 0 ? modes : fitting;
  const mode =
    offered.length === 1
      ? (offered[0]?.mode ?? '')
      : await p.select({
          message: `${name}: which mode`,
          choices: offered.map((m) => ({
            name: m.label,
            value: m.mode ?? '',
            short: m.mode ?? '',
          })),
        });
  return { listed, ref: `${name}:${mode}${copy}` };
}

/**
 * A weapon from a list of names, those of the kind asked (all, when none is), then its
 * mode; null when no kind is asked or there is no weapon.
 */
async function pickArm(
  p: MenuPrompter,
  io: MenuIO,
  who: string,
  weapons: readonly string[],
  arms: Arms,
): Promise<Armed | null> {
  if (arms === null || arms === 'hack' || weapons.length === 0) return null;
  const offered: string[] = [];
  // One look-up after the other: each runs a command in this process.
  // A copy ("NAME#2") is the weapon of that name: its rolls are the name's.
  for (const w of weapons) {
    const modes = await io.modesOf(w.replace(/#\d+$/, ''));
    // A weapon the data does not describe is offered: the command says what it lacks.
    if (modes.length === 0 || modes.some((m) => rollsFor(m, arms))) offered.push(w);
  }
  const listed = await p.select({
    message: `${who}: which weapon`,
    choices: (offered.length === 0 ? weapons : offered).map((w) => ({ name: w, value: w })),
  });
  return withMode(p, io, listed, arms);
}

/** A weapon as `--weapon` takes it (with its mode), picked from a list of names. */
export async function pickFrom(
  p: MenuPrompter,
  io: MenuIO,
  who: string,
  weapons: readonly string[],
  arms: Arms,
): Promise<string | null> {
  return (await pickArm(p, io, who, weapons, arms))?.ref ?? null;
}

/** The weapons a side carries: its list member's, its loadout's, or its unit's. */
export async function weaponsOf(io: MenuIO, t: Trooper): Promise<readonly string[]> {
  if (t.kind === 'data') {
    const profile = profileOf(await io.kitOf(t.unit), t.profile);
    return profile.options.find((o) => o.id === t.option)?.weapons ?? profile.weapons;
  }
  const members = await io.listOf(t.code);
  const m =
    typeof members === 'string' ? undefined : members.find((x) => x.position === t.position);
  return m?.weapons ?? [];
}

/** The weapon of a side, picked again. */
export async function repick(
  p: MenuPrompter,
  io: MenuIO,
  t: Trooper,
  arms: Arms,
): Promise<string | null> {
  return pickFrom(p, io, t.kind === 'data' ? t.unit : t.name, await weaponsOf(io, t), arms);
}

/**
 * A searched side's loadout, picked from the unit's (`--option`), then its weapon from
 * that loadout's; the side unchanged when the unit has a single loadout.
 */
export async function pickLoadout(
  p: MenuPrompter,
  io: MenuIO,
  t: DataTrooper,
  arms: Arms,
): Promise<DataTrooper> {
  const options = profileOf(await io.kitOf(t.unit), t.profile).options;
  if (options.length < 2) {
    io.say(`${t.unit} has one loadout.\n`);
    return t;
  }
  const id = await p.select({
    message: `${t.unit}: which loadout`,
    choices: options.map((o) => ({ name: o.label, value: o.id })),
  });
  const weapons = options.find((o) => o.id === id)?.weapons ?? [];
  return { ...t, option: id, weapon: await pickFrom(p, io, t.unit, weapons, arms) };
}
