/**
 * `--choice NAME=VALUE`: an answer to one of §8's open points (docs/rules.md §8), checked
 * against the edition's list of choices and their values.
 */
import { err, inputError, ok, type Result } from '../result.js';
import { didYouMean } from '../suggest.js';
import { CHOICE_IDS, type ChoiceId, type ModRules } from '../rules/mods.js';

export type Choices = Readonly<Partial<Record<ChoiceId, string>>>;

export function parseChoices(
  rules: ModRules,
  texts: readonly string[],
  where: string,
): Result<Choices> {
  const out: Partial<Record<ChoiceId, string>> = {};
  for (const text of texts) {
    const eq = text.indexOf('=');
    const name = (eq === -1 ? text : text.slice(0, eq)).trim().toLowerCase();
    const value =
      eq === -1
        ? ''
        : text
            .slice(eq + 1)
            .trim()
            .toLowerCase();
    const at = { kind: 'position', source: text, index: 0 } as const;
    const choice = rules.choices.find((c) => c.id === name);
    if (choice === undefined && (CHOICE_IDS as readonly string[]).includes(name)) {
      return err(
        inputError(
          `choice ${name} (${where}) does not apply to these rules: their sources settle it`,
          at,
          undefined,
          'list-choices-by-edition',
        ),
      );
    }
    if (choice === undefined) {
      const ids = rules.choices.map((c) => c.id);
      return err(
        inputError(
          `unknown choice "${name}" in ${where}`,
          at,
          didYouMean(name, ids),
          'list-choices',
        ),
      );
    }
    if (!choice.values.includes(value)) {
      return err(
        inputError(
          `choice ${choice.id} takes ${choice.values.join(' or ')}, not "${value}" (${where})`,
          { kind: 'position', source: text, index: eq + 1 },
          `write ${where} ${choice.id}=${choice.default}`,
        ),
      );
    }
    out[choice.id] = value;
  }
  return ok(out);
}
