import { begin, type Game } from '../../../src/core/turn/game.js';
import { N4 } from '../../../src/core/rules/index.js';
import { list, lt, reg } from '../../core/army/lists.js';

/** A two-group N4 game at its start, for the turn store's tests. */
export const game = (): Game =>
  begin(
    list([
      [lt(), reg({ name: 'Alpha' }), reg({ name: 'Wild', training: 'irregular' })],
      [reg({ name: 'Bravo' })],
    ]),
    N4,
  );
