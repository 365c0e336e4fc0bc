/** How the list checks are shown (exit 1 when invalid). */
import type { ValidationReport } from '../../../app/army.js';
import type { ListCheckReport } from '../../../app/validate-list.js';
import { validationJson } from '../../render/army-json.js';
import { renderValidation } from '../../render/army-text.js';
import { listCheckRecord, listCheckTable, listCheckText } from '../../render/list-check.js';
import { verdict, type View } from '../../view.js';

export const validationView: View<ValidationReport> = {
  exitCode: (r) => verdict(r.problems.length > 0),
  text: renderValidation,
  json: validationJson,
  discord: async (r) => (await import('../../share/discord-army.js')).validationDiscord(r),
};

/** `validate --code`: the list rules of docs/rules.md §9, from the builder's files. */
export const listCheckView: View<ListCheckReport> = {
  // The builder's files decide the game; --rules changes nothing here.
  editionless: true,
  exitCode: (r) => verdict(r.check.problems.length > 0),
  text: listCheckText,
  json: listCheckRecord,
  tables: (r) => [listCheckTable(r)],
  discord: async (r) => (await import('../../share/discord-army.js')).listCheckDiscord(r),
};
