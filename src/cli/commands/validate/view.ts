/** How the list checks are shown (exit 1 when invalid). */
import type { ValidationReport } from '../../../app/army.js';
import { validationJson } from '../../render/army-json.js';
import { renderValidation } from '../../render/army-text.js';
import { verdict, type View } from '../../view.js';

export const validationView: View<ValidationReport> = {
  exitCode: (r) => verdict(r.problems.length > 0),
  text: renderValidation,
  json: validationJson,
  discord: async (r) => (await import('../../share/discord-army.js')).validationDiscord(r),
};
