/**
 * The menu's army lists (docs/command-line.md "The menu"): my army code, asked at the
 * start and remembered in the config (`army-code`), and the members of a code with their
 * loadouts and weapons, read from the game data (src/cli/data/list-trooper.ts).
 */
import type { ListSide } from '../../app/list-troopers.js';
import type { Item, profilesOf as ProfilesOf } from '../../core/data/units.js';
import type { ModRules } from '../../core/rules/mods.js';
import type { Host } from '../host.js';
import type { MenuMember } from './io.js';
import type { MenuPrompter } from './prompter.js';

/** The code's army name and faction, or null when it is not a code. */
async function listName(code: string): Promise<string | null> {
  const { decodeArmyCode } = await import('../../core/army/code/index.js');
  const d = decodeArmyCode(code);
  if (!d.ok) return null;
  const name = d.value.armyName.trim();
  return name === '' ? d.value.factionSlug : `${name} (${d.value.factionSlug})`;
}

/**
 * My army code: the config's (used, replaced or left aside this time), or one pasted now
 * and remembered through `remember`; null without one.
 */
export async function askArmyCode(
  p: MenuPrompter,
  saved: string | null,
  remember: (code: string) => Promise<void>,
): Promise<string | null> {
  if (saved !== null) {
    const use = await p.select({
      message: 'My army list',
      choices: [
        {
          name: `${(await listName(saved)) ?? 'my army code'}, from your settings`,
          value: 'saved',
        },
        { name: 'Another army code', value: 'new' },
        { name: 'None this time', value: 'none' },
      ],
    });
    if (use === 'saved') return saved;
    if (use === 'none') return null;
  }
  const { decodeArmyCode } = await import('../../core/army/code/index.js');
  const typed = (
    await p.input({
      message: 'My army code (optional: Enter to skip)',
      validate: (v) =>
        v.trim() === '' || decodeArmyCode(v.trim()).ok
          ? true
          : 'not an army code: copy it from the army builder (share or export)',
    })
  ).trim();
  if (typed === '') return null;
  await remember(typed);
  return typed;
}

/** A member's skills and equipment: its profile's, then its loadout's. */
function kitOf(side: ListSide | null, profilesOf: typeof ProfilesOf): readonly Item[] {
  if (side === null) return [];
  const profile = profilesOf(side.unit)[side.profile - 1]?.profile;
  const o = side.option;
  return [...(profile?.skills ?? []), ...(profile?.equipment ?? []), ...o.skills, ...o.equipment];
}

/** The members of a code from the data folder's units, or why they cannot be listed. */
export async function membersOf(
  host: Host,
  dataDir: string,
  code: string,
  mods: ModRules,
): Promise<readonly MenuMember[] | string> {
  const [{ decodeArmyCode }, { openGameData }, { codeTroopers }, lists, errors, units, skills] =
    await Promise.all([
      import('../../core/army/code/index.js'),
      import('../data/load.js'),
      import('../data/list-trooper.js'),
      import('../../app/list-troopers.js'),
      import('../errors.js'),
      import('../../core/data/units.js'),
      import('../../app/declared-skills.js'),
    ]);
  const { carriedPrograms } = await import('../../app/carried-programs.js');
  const decoded = decodeArmyCode(code);
  if (!decoded.ok) return `infcalc: ${decoded.error.message}`;
  try {
    const data = await openGameData(host, dataDir);
    const troopers = await codeTroopers(data, decoded.value);
    return troopers.map((t) => {
      const kit = kitOf(t.side, units.profilesOf);
      return {
        position: t.position,
        name: t.name,
        label: lists.listTrooperLabel(t),
        weapons: t.side === null ? null : lists.listSideWeapons(t.side),
        skills: skills.trooperSkills(mods, kit),
        programs: carriedPrograms(
          mods,
          data.metadata.hack,
          kit.map((i) => i.id),
        ),
      };
    });
  } catch (e) {
    if (e instanceof errors.UsageError) return `infcalc: ${errors.formatInputError(e.error)}`;
    throw e;
  }
}
