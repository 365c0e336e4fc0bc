/** StarCraft: The Board Game: is a planned Move order legal? (docs/rules.md §5) */
import { checkMove, parseMoveOrder, type MoveCheck } from '../core/scgb/move.js';
import { orUsage } from './failure.js';

export interface ScgbMoveReport {
  readonly kind: 'scgb-move';
  readonly check: MoveCheck;
}

/** Check a planned Move order given as JSON text (docs/rules.md §5). */
export function scgbMove(text: string): ScgbMoveReport {
  const input = orUsage(parseMoveOrder(text));
  return { kind: 'scgb-move', check: orUsage(checkMove(input)) };
}
