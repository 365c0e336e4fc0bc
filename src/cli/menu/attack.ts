/**
 * An attack asked as answers (docs/command-line.md "The menu"): a BS Attack, a CC Attack
 * or a hacking program, by my trooper or at it (Dodge or Reset); the sides, the distance,
 * the situations, the skills each declares, the reaction. Then the answer and the next
 * step, until a new question or quit.
 */
import { EDITIONS } from '../../core/rules/index.js';
import type { MenuIO } from './io.js';
import type { MenuPrompter } from './prompter.js';
import {
  SITUATIONS,
  swapped,
  toArgv,
  type Attack,
  type Reaction,
  type ShotQuestion,
  type Situation,
  type Trooper,
} from './question.js';
import { pickLoadout, pickTrooper, repick, type Arms, type Codes } from './sides.js';
import { addToSheet, showSheet } from './sheet.js';

/** The weapon an attack is made with: none for a hacking program. */
const armsOf = (attack: Attack): Arms => (attack === 'hack' ? null : attack);

/** Who attacks whom: my trooper attacks, or the enemy attacks my trooper (I react). */
export type Stance = 'mine' | 'theirs';

export async function askDistance(p: MenuPrompter, io: MenuIO, now?: number): Promise<number> {
  const d = await p.number({
    message: `Distance to the target (${io.distanceUnit})`,
    min: 0,
    max: io.distanceUnit === 'cm' ? 300 : 120,
    required: true,
    ...(now === undefined ? {} : { default: now }),
  });
  return d ?? 0;
}

/** The situations that apply to an attack: cover and zones only on a BS Attack. */
async function askSituations(
  p: MenuPrompter,
  attack: Attack,
  now: readonly Situation[],
): Promise<Situation[]> {
  const offered = (Object.keys(SITUATIONS) as Situation[]).filter(
    (s) => attack === 'bs' || s === 'surprise',
  );
  return p.checkbox<Situation>({
    message: 'The situation (space to tick, enter when done)',
    choices: offered.map((s) => ({ name: SITUATIONS[s], value: s, checked: now.includes(s) })),
  });
}

/** The skills a side declares (`--with`), and those of its data it leaves out (`--without`). */
interface SkillChoice {
  readonly declared: readonly string[];
  readonly struck: readonly string[];
}

const NONE: SkillChoice = { declared: [], struck: [] };

/**
 * The skills of a side, offered from its own profile: those it may declare (unticked at
 * first), and those the data applies by itself as skill words (ticked: untick one to leave
 * it out); those applied are named first. `declares`: false for a target, which only
 * leaves skills out.
 */
async function askSkills(
  p: MenuPrompter,
  io: MenuIO,
  t: Trooper,
  {
    now = NONE,
    declares = true,
    named = true,
  }: { now?: SkillChoice; declares?: boolean; named?: boolean } = {},
): Promise<SkillChoice> {
  const skills = await io.skillsOf(t);
  const who = t.kind === 'data' ? t.unit : t.name;
  if (named && skills.applied.length > 0)
    io.say(`${who}: applied from its profile: ${skills.applied.join(', ')}\n`);
  const declare = declares ? skills.declare : [];
  if (declare.length === 0 && skills.strikable.length === 0) return NONE;
  const ticked = await p.checkbox({
    message:
      skills.strikable.length === 0
        ? `${who}: skills to declare`
        : declare.length === 0
          ? `${who}: skills of its profile (untick one to leave it out)`
          : `${who}: skills to declare, and those of its profile (untick one to leave it out)`,
    choices: [
      ...declare.map((d) => ({
        name: d.label,
        value: d.word,
        checked: now.declared.includes(d.word),
      })),
      ...skills.strikable.map((s) => ({
        name: `${s.label} (from its profile)`,
        value: s.word,
        checked: !now.struck.includes(s.word),
      })),
    ],
  });
  return {
    declared: declare.map((d) => d.word).filter((w) => ticked.includes(w)),
    struck: skills.strikable.map((s) => s.word).filter((w) => !ticked.includes(w)),
  };
}

const REACTIONS = {
  bs: [
    { name: 'Shoots back (its weapon)', value: 'shoot' },
    { name: 'Dodges', value: 'dodge' },
    { name: 'Does nothing (a Normal roll)', value: 'none' },
  ],
  cc: [
    { name: 'Strikes back (its CC weapon)', value: 'shoot' },
    { name: 'Dodges', value: 'dodge' },
    { name: 'Does nothing (a Normal roll)', value: 'none' },
  ],
  hack: [
    { name: 'Resets', value: 'reset' },
    { name: 'Does nothing (a Normal roll)', value: 'none' },
  ],
} as const satisfies Record<Attack, readonly { name: string; value: Reaction }[]>;

/**
 * The reaction. When the enemy attacks my trooper, mine is a Dodge or a Reset unless it
 * is asked again (`again`), and then never an attack of its own (it has no weapon picked).
 */
async function askReaction(
  p: MenuPrompter,
  attack: Attack,
  stance: Stance,
  again = false,
): Promise<Reaction> {
  if (stance === 'theirs' && !again) return attack === 'hack' ? 'reset' : 'dodge';
  return p.select<Reaction>({
    message: stance === 'mine' ? 'The target reacts' : 'My trooper reacts',
    choices: REACTIONS[attack].filter((c) => stance === 'mine' || c.value !== 'shoot'),
  });
}

const OTHER = 'other';

/**
 * The hacking program of a hacking attack (none for the others): those the hacker's
 * device carries, from the data, and the others on request; all of them (the WIP Attacks
 * of `odds --program`) when the data names no device of its.
 */
async function askProgram(
  p: MenuPrompter,
  io: MenuIO,
  attack: Attack,
  hacker: Trooper,
): Promise<string | undefined> {
  if (attack !== 'hack') return undefined;
  const all = EDITIONS[io.edition].mods.programs.map((r) => r.name);
  const carried = await io.programsOf(hacker);
  const others = all.filter((n) => !carried.includes(n));
  const who = hacker.kind === 'data' ? hacker.unit : hacker.name;
  const picked = await p.select({
    message: carried.length === 0 ? 'The hacking program' : `The hacking program (${who}'s device)`,
    choices: [
      ...(carried.length === 0 ? all : carried).map((n) => ({ name: n, value: n })),
      ...(carried.length === 0 || others.length === 0
        ? []
        : [{ name: 'Another program (not of its device)', value: OTHER }]),
    ],
  });
  if (picked !== OTHER) return picked;
  return p.select({
    message: 'The hacking program',
    choices: others.map((n) => ({ name: n, value: n })),
  });
}

/** The whole question: sides, program, distance, situations, skills, reaction. */
export async function askAttack(
  p: MenuPrompter,
  io: MenuIO,
  codes: Codes,
  attack: Attack,
  stance: Stance,
): Promise<ShotQuestion> {
  const arms = armsOf(attack);
  const mine = stance === 'mine';
  const active = await pickTrooper(
    p,
    io,
    mine ? 'Your trooper' : 'The enemy that attacks',
    codes,
    mine ? 'mine' : 'theirs',
    attack === 'hack' ? 'hack' : arms,
  );
  const program = await askProgram(p, io, attack, active);
  const target = await pickTrooper(
    p,
    io,
    mine ? 'The target' : 'My trooper that reacts',
    codes,
    mine ? 'theirs' : 'mine',
    mine ? arms : null,
  );
  const value = attack === 'bs' ? await askDistance(p, io) : 0;
  const situations = await askSituations(p, attack, []);
  const skills = await askSkills(p, io, active);
  return {
    edition: io.edition,
    data: io.dataDir,
    attack,
    ...(program === undefined ? {} : { program }),
    active,
    target,
    distance: { value, unit: io.distanceUnit },
    situations,
    declared: skills.declared,
    vsDeclared: [],
    without: skills.struck,
    vsWithout: [],
    reaction: await askReaction(p, attack, stance),
  };
}

type Next =
  | 'distance'
  | 'situation'
  | 'skills'
  | 'weapon'
  | 'loadout'
  | 'target'
  | 'reaction'
  | 'swap'
  | 'sheet'
  | 'discord'
  | 'chart'
  | 'new'
  | 'quit';

/** The next steps that apply to the question asked. */
function nextSteps(q: ShotQuestion): { name: string; value: Next }[] {
  const all: { name: string; value: Next; when: boolean }[] = [
    { name: 'Change the distance', value: 'distance', when: q.attack === 'bs' },
    { name: 'Change the situation', value: 'situation', when: true },
    { name: 'Change the skills (declared, or from the data)', value: 'skills', when: true },
    { name: 'Change the weapon', value: 'weapon', when: q.attack !== 'hack' },
    // A searched trooper's loadout (a list member's is the list's).
    {
      name: 'Change the loadout',
      value: 'loadout',
      when: q.attack !== 'hack' && q.active.kind === 'data',
    },
    { name: 'Change the target', value: 'target', when: true },
    { name: 'Change the reaction', value: 'reaction', when: q.target.kind !== 'typed' },
    { name: 'Swap sides', value: 'swap', when: swapped(q) !== null },
    { name: 'Save to the odds sheet and see it', value: 'sheet', when: true },
    { name: 'Share: the Discord message', value: 'discord', when: true },
    { name: 'Share: a chart file (SVG)', value: 'chart', when: true },
    { name: 'A new question', value: 'new', when: true },
    { name: 'Quit', value: 'quit', when: true },
  ];
  return all.filter((s) => s.when).map(({ name, value }) => ({ name, value }));
}

/** The question changed by one step; null when the step shows something instead. */
async function changed(
  p: MenuPrompter,
  io: MenuIO,
  { codes, stance }: { codes: Codes; stance: Stance },
  q: ShotQuestion,
  next: Exclude<Next, 'new' | 'quit'>,
): Promise<ShotQuestion | null> {
  const mine = stance === 'mine';
  switch (next) {
    case 'distance':
      return {
        ...q,
        distance: { ...q.distance, value: await askDistance(p, io, q.distance.value) },
      };
    case 'situation':
      return { ...q, situations: await askSituations(p, q.attack, q.situations) };
    case 'skills': {
      const now = { declared: q.declared, struck: q.without ?? [] };
      const own = await askSkills(p, io, q.active, { now, named: false });
      if (q.target.kind === 'typed') return { ...q, declared: own.declared, without: own.struck };
      const theirs = await askSkills(p, io, q.target, {
        now: { declared: q.vsDeclared, struck: q.vsWithout ?? [] },
        declares: false,
      });
      return { ...q, declared: own.declared, without: own.struck, vsWithout: theirs.struck };
    }
    case 'weapon':
      return {
        ...q,
        active: { ...q.active, weapon: await repick(p, io, q.active, armsOf(q.attack)) },
      };
    case 'loadout':
      return q.active.kind === 'data'
        ? { ...q, active: await pickLoadout(p, io, q.active, armsOf(q.attack)) }
        : q;
    case 'target': {
      const who = mine ? 'The target' : 'My trooper that reacts';
      const arms = mine ? armsOf(q.attack) : null;
      return { ...q, target: await pickTrooper(p, io, who, codes, mine ? 'theirs' : 'mine', arms) };
    }
    case 'reaction':
      return { ...q, reaction: await askReaction(p, q.attack, stance, true) };
    case 'swap':
      return swapped(q) ?? q;
    case 'sheet':
      await showSheet(io, addToSheet(io, q));
      return null;
    case 'discord':
      await io.answer(toArgv(q, 'discord'));
      return null;
    case 'chart': {
      const file = io.chartFile();
      const r = await io.answer([...toArgv(q), '--chart', file]);
      if (r.code === 0) io.say(`The chart: ${file}\n`);
      return null;
    }
  }
}

/** One question and its next steps; 'new' or 'quit' when done with it. */
export async function attackLoop(
  p: MenuPrompter,
  io: MenuIO,
  codes: Codes,
  attack: Attack,
  stance: Stance,
): Promise<'new' | 'quit'> {
  let q = await askAttack(p, io, codes, attack, stance);
  // Swapped, the enemy attacks my trooper, or mine the enemy.
  const session = { codes, stance };
  await io.answer(toArgv(q));
  for (;;) {
    const next = await p.select({ message: 'Next', choices: nextSteps(q) });
    if (next === 'new' || next === 'quit') return next;
    const now = await changed(p, io, session, q, next);
    if (now === null) continue;
    if (next === 'swap') session.stance = session.stance === 'mine' ? 'theirs' : 'mine';
    q = now;
    await io.answer(toArgv(q));
  }
}
