/**
 * A list given by the army builder's ids instead of a code (docs/tournament-lists.md): the
 * JSON `army decode --json` prints without unit files, or any file of that shape. Read into
 * the same structure as a decoded code, so every check is the same.
 */
import * as z from 'zod/mini';
import { parseWith } from '../../input.js';
import type { Result } from '../../result.js';
import type { ArmyCode } from '../code/index.js';

/** Bounds from the game: a list has at most 15 troopers (§9.1), so 10 groups and 40 members
 * per group leave room for peripherals and drafts while keeping loops small. */
const GROUPS_MAX = 10;
const MEMBERS_MAX = 40;
const id = z.int().check(z.minimum(0), z.maximum(1_000_000));

const memberSchema = z.looseObject({
  unitId: id,
  profileGroupId: id,
  optionId: id,
  customisations: z.optional(z.array(z.string().check(z.maxLength(4096))).check(z.maxLength(16))),
});

const idsListSchema = z.looseObject({
  factionId: id,
  factionSlug: z.optional(z.string().check(z.maxLength(200))),
  armyName: z.optional(z.string().check(z.maxLength(200))),
  points: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
  groups: z
    .array(
      z.looseObject({
        reinforcement: z.optional(z.nullable(z.boolean())),
        members: z.array(memberSchema).check(z.maxLength(MEMBERS_MAX)),
      }),
    )
    .check(z.minLength(1), z.maxLength(GROUPS_MAX)),
});

const noKeys = (): readonly string[] => [];

export function parseIdsList(text: string): Result<ArmyCode> {
  const parsed = parseWith(idsListSchema, text, noKeys);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  return {
    ok: true,
    value: {
      layout: 'reinforcement',
      factionId: v.factionId,
      factionSlug: v.factionSlug ?? '',
      armyName: v.armyName ?? '',
      points: v.points ?? 0,
      groups: v.groups.map((g, i) => ({
        number: i + 1,
        reinforcement: g.reinforcement ?? null,
        members: g.members.map((m) => ({
          unitId: m.unitId,
          profileGroupId: m.profileGroupId,
          optionId: m.optionId,
          slot: 0,
          customisations: m.customisations ?? [],
        })),
      })),
    },
  };
}
