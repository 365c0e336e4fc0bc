/** `infcalc scgb move`: check a StarCraft: The Board Game Move order (docs/rules.md §5). */
import { checkMove, parseMoveOrder, type MoveCheck } from '../../core/scgb/move.js';
import { orUsage } from '../errors.js';
import { readSource } from '../io.js';
import type { Host } from '../host.js';

export interface ScgbMoveReport {
  readonly kind: 'scgb-move';
  readonly check: MoveCheck;
}

export async function scgbMoveCommand(
  host: Pick<Host, 'readFile' | 'readStdin'>,
  file: string,
): Promise<ScgbMoveReport> {
  const input = orUsage(parseMoveOrder(await readSource(host, file)));
  return { kind: 'scgb-move', check: orUsage(checkMove(input)) };
}
