/**
 * The members of an army code for the menu's pickers (docs/game-data.md, "Troopers of a
 * list"): the same function `--code CODE --trooper 1.3` and the page pick from
 * (src/app/list-troopers.ts, src/app/data-odds.ts `listedMember`).
 */
import { listTroopersIn } from '../../app/list-troopers.js';

export const codeTroopers = listTroopersIn;
