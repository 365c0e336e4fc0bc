/**
 * The menu's sides (docs/command-line.md "The menu"): a member of an army list (mine for
 * my trooper, the opponent's for the target, its code pasted once a session), or a unit
 * searched in the game data; then its weapon from the list of those it carries.
 */
import type { MenuIO } from './io.js';
import type { MenuPrompter } from './prompter.js';
import type { DataTrooper, Trooper } from './question.js';
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
  io: MenuIO,
  unit: string,
): Promise<string | undefined> {
  const devices = new Map<string, { id: string; label: string }>();
  for (const o of (await io.kitOf(unit)).options) {
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

/** A side searched in the data: its unit, then its weapon (a hacker: its loadout). */
async function searchTrooper(
  p: MenuPrompter,
  io: MenuIO,
  who: string,
  arms: Arms,
): Promise<DataTrooper> {
  const unit = await pickUnit(p, io, `${who}: search a unit (type part of its name)`);
  if (arms === 'hack') {
    const option = await hackerOption(p, io, unit);
    return {
      kind: 'data',
      unit,
      profile: 1,
      ...(option === undefined ? {} : { option }),
      weapon: null,
    };
  }
  const weapon = await pickFrom(p, io, unit, (await io.kitOf(unit)).weapons, arms);
  return { kind: 'data', unit, profile: 1, weapon };
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

/**
 * A weapon from a list of names, those of the kind asked (all, when none is); null when
 * no kind is asked or there is no weapon.
 */
export async function pickFrom(
  p: MenuPrompter,
  io: MenuIO,
  who: string,
  weapons: readonly string[],
  arms: Arms,
): Promise<string | null> {
  if (arms === null || arms === 'hack' || weapons.length === 0) return null;
  const offered: string[] = [];
  // One look-up after the other: each runs a command in this process.
  // A copy ("NAME#2") is the weapon of that name: its rolls are the name's.
  for (const w of weapons) if (await io.fits(w.replace(/#\d+$/, ''), arms)) offered.push(w);
  return p.select({
    message: `${who}: which weapon`,
    choices: (offered.length === 0 ? weapons : offered).map((w) => ({ name: w, value: w })),
  });
}

/** The weapons a side carries: its list member's, its loadout's, or its unit's. */
export async function weaponsOf(io: MenuIO, t: Trooper): Promise<readonly string[]> {
  if (t.kind === 'data') {
    const kit = await io.kitOf(t.unit);
    return kit.options.find((o) => o.id === t.option)?.weapons ?? kit.weapons;
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
  const options = (await io.kitOf(t.unit)).options;
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
