/** How `turn` answers are shown: a refusal is a rule verdict (exit 1), the rest exit 0. */
import type {
  TurnDoneReport,
  TurnLogReport,
  TurnRefusedReport,
  TurnShowReport,
} from '../../../app/turn.js';
import { verdict, type View } from '../../view.js';
import {
  doneJson,
  doneText,
  logJson,
  logText,
  refusedJson,
  refusedText,
  showJson,
  showText,
} from './text.js';
import { logTables, showTables } from './tables.js';

export const turnDoneView: View<TurnDoneReport> = { text: doneText, json: doneJson };

export const turnRefusedView: View<TurnRefusedReport> = {
  exitCode: () => verdict(true),
  text: refusedText,
  json: refusedJson,
};

export const turnShowView: View<TurnShowReport> = {
  text: showText,
  json: showJson,
  tables: showTables,
};

export const turnLogView: View<TurnLogReport> = {
  text: logText,
  json: logJson,
  tables: logTables,
};
