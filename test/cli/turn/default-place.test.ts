/**
 * Where a game is kept when nothing says (docs/turn.md "The state file"): the XDG state
 * folder, made private on the first game; never the current folder unless asked.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles } from '../harness.js';
import { tempDir } from '../../temp.js';

const files = exampleFiles();
const root = tempDir('infcalc-turn-place-');

describe('the turn state without --state', () => {
  it.each([
    ['XDG_STATE_HOME', { XDG_STATE_HOME: join(root, 'xdg') }, join(root, 'xdg', 'infcalc')],
    ['HOME', { HOME: join(root, 'home') }, join(root, 'home', '.local', 'state', 'infcalc')],
  ])('goes under %s/…/infcalc, a folder made private', async (_, env, dir) => {
    const started = await cli('turn start examples/n4-two-groups.json', { files, env });
    expect(started.stderr).toBe('');
    expect(started.code).toBe(0);
    expect(statSync(join(dir, 'turn.json')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const shown = await cli('turn show', { files, env });
    expect(shown.code).toBe(0);
    expect(existsSync('infcalc-turn.json')).toBe(false);
  });

  it('asks for --state when there is no home to keep it in', async () => {
    const r = await cli('turn start examples/n4-two-groups.json', { files, env: {} });
    expect(r).toEqual({
      stdout: '',
      stderr:
        'infcalc: no folder for the turn state: neither XDG_STATE_HOME nor HOME is set; give --state FILE (e.g. --state infcalc-turn.json for the current folder)\n',
      code: 2,
    });
  });

  it('keeps INFCALC_STATE and --state first', async () => {
    const env = { XDG_STATE_HOME: join(root, 'unused'), INFCALC_STATE: join(root, 'mine.json') };
    expect((await cli('turn start examples/n4-two-groups.json', { files, env })).code).toBe(0);
    expect(existsSync(join(root, 'mine.json'))).toBe(true);
    expect(existsSync(join(root, 'unused'))).toBe(false);
  });
});
