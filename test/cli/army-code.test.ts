import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeText, encodeArmyCode } from '../../src/core/army/code/index.js';
import { cli, exampleFiles, transcript } from './harness.js';
import { runs } from '../properties.js';

const files = exampleFiles();
const CODE = readFileSync('examples/army-code.txt', 'utf8').trim();
// The example list plus two members the unit file does not have (unit 199; option 9 of unit 101).
const DRIFTED =
  'oykPZXhhbXBsZS1jb21wYW55CURlbW8gbGlzdIDIAgEBAAcAZQECAABlAQEAAGUBAQAAZgEBAABpAQEAAGsBAQAAagEBAAIBAAUAZwEBAABoAQEAAGUBAQAAgMcBAQAAZQEJAA==';
const NOMADS = 'gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA';
const META = '--metadata examples/metadata.json';
const member = (unitId: number, optionId = 1) => ({
  unitId,
  profileGroupId: 1,
  optionId,
  slot: 0,
  customisations: [],
});
// A Lieutenant and an option that includes a second trooper with an order of its own.
const TWIN = codeText(
  encodeArmyCode({
    layout: 'reinforcement',
    factionId: 9001,
    factionSlug: 'example-company',
    armyName: 'Twins',
    points: 150,
    groups: [{ number: 1, reinforcement: false, members: [member(101, 2), member(108)] }],
  }),
);

describe('infcalc army decode (golden)', () => {
  it('decodes, names, lists; the list pipes into orders', async () => {
    const t = await transcript(
      [
        `army decode ${CODE}`,
        `army decode ${CODE} --units examples ${META}`,
        `army decode ${DRIFTED} --units examples/9001-example-company.json`,
        `army decode ${CODE} --units examples --json`,
        `army decode - --units examples ${META} --list`,
        // The Courtesy list (docs/rules.md §9.7): the Pathfinder (Hidden Deployment) and
        // who the Lieutenant is are not in it.
        `army decode ${CODE} --units examples ${META} --public`,
        `army decode ${CODE} --units examples ${META} --public --format md`,
        `army decode ${CODE} --units examples ${META} --public --json`,
        // A name that would clear the screen is shown escaped.
        `army decode ${codeText(Uint8Array.from([1, 1, 0x61, 4, 0x1b, 0x5b, 0x32, 0x4a, 10, 0]))}`,
      ],
      { files, stdin: CODE + '\n' },
    );
    const list = await cli(`army decode ${CODE} --units examples ${META} --list`, { files });
    const orders = await cli('orders -', { stdin: list.stdout });
    const pipe = `$ infcalc army decode ${CODE} --units examples ${META} --list | infcalc orders -\n${orders.stdout}[exit ${orders.code}]\n`;
    await expect([t, pipe].join('\n')).toMatchFileSnapshot('../golden/army-code.txt');
  });

  it('orders and validate take --code; --ndjson takes one code per line', async () => {
    const stdin = [CODE, 'not a code!', DRIFTED, NOMADS].join('\n');
    const t = await transcript(
      [
        `orders --code ${CODE} --units examples ${META}`,
        `orders --code ${CODE} --units examples ${META} --public`,
        `orders --code ${CODE} --units examples ${META} --rules n5`,
        `validate --code ${DRIFTED} --units examples`,
        `validate --code - --units examples --ndjson`,
        `orders --code examples/army-code.txt --units examples --metadata examples/metadata.json --ndjson --public`,
        // A public view needs the metadata: it finds the Hidden Deployment troopers.
        `orders --code examples/army-code.txt --units examples --public`,
        `army decode ${TWIN} --units examples`,
        `validate --code ${TWIN} --units examples`,
      ],
      { files, stdin },
    );
    await expect(t).toMatchFileSnapshot('../golden/army-code-orders.txt');
  });

  it('bad input: one line, exit 2, naming what and where', async () => {
    const t = await transcript(
      [
        'army decode gfUG!m9t',
        `army decode ${CODE.slice(0, 40)}`,
        `army decode ${codeText(Uint8Array.from([1, 40, 0x61]))}`,
        `army decode ${NOMADS}AAAA`,
        `army decode ${codeText(Uint8Array.from([1, 1, 0x61, 1, 32, 10, 1, 1, 7, 1, 0, 5, 1, 1, 0]))}`,
        `army decode ${CODE} --list`,
        `army decode ${DRIFTED} --units examples --list`,
        `army decode ${CODE} --units examples/n4-two-groups.json`,
        `army decode ${NOMADS} --units examples/9001-example-company.json`,
        `army decode ${NOMADS} --units examples`,
        `army decode ${CODE} --units nowhere`,
        `army decode ${CODE} --units examples --metadata examples/codeone.json`,
        `orders --code ${CODE}`,
        'orders',
        `validate examples/codeone.json --code ${CODE}`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/army-code-errors.txt');
  });

  it('--list keeps names exactly (JSON escapes), ready for orders -', async () => {
    const name = '\u001b[2J "Demo"';
    const code = codeText(
      encodeArmyCode({
        layout: 'reinforcement',
        factionId: 9001,
        factionSlug: 'example-company',
        armyName: name,
        points: 300,
        groups: [],
      }),
    );
    const r = await cli(`army decode ${code} --units examples --list`, { files });
    expect((JSON.parse(r.stdout) as { name: string }).name).toBe(name);
  });

  it('random bytes and text never crash: a decode (exit 0) or one line (exit 2)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 60 }).map((b) => codeText(b)),
          fc.string({ minLength: 1, maxLength: 40 }),
        ),
        async (code) => {
          const r = await cli('army decode -', { stdin: code });
          expect([0, 2]).toContain(r.code);
          if (r.code === 2) expect(r.stderr.trim().split('\n')).toHaveLength(1);
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

// The shapes the army builder serves (synthetic units in examples/): a TAG and its
// operator, a pair chosen as the unit (profile group 0), a reinforcement, an option that
// brings SWC ("+1"), three options of the same name; the code in a share link.
const SHAPES = codeText(
  encodeArmyCode({
    layout: 'reinforcement',
    factionId: 9001,
    factionSlug: 'example',
    armyName: 'Shapes',
    points: 300,
    groups: [
      {
        number: 1,
        reinforcement: false,
        members: [
          member(101, 2),
          member(110),
          { ...member(111), profileGroupId: 0 },
          member(112),
          member(109, 1),
          member(109, 2),
        ],
      },
      { number: 2, reinforcement: true, members: [member(190)] },
    ],
  }),
  { url: true },
);

describe('the army builder as it is (golden)', () => {
  it('TAG operators, pairs, reinforcements, SWC allowance, same-name options, links', async () => {
    const t = await transcript(
      [
        `army decode https://infinityuniverse.com/army/list/${SHAPES} --data examples`,
        `validate --code ${SHAPES.replace(/%/g, '%25')} --data examples --rules n5`,
        `orders --code ${SHAPES} --data examples --rules n5 --public`,
        `army decode ${CODE}x`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/army-code-shapes.txt');
  });
});

describe('a member with a miniature and no orders (issue 36 item 2, §9.1)', () => {
  // LINE TROOPER option 9: the shape of the mercenary Wardriver 10265-1-5 (no orders, one
  // miniature, no Peripheral skill); option 8 the same with the Peripheral skill.
  const army = JSON.parse(files['examples/9001-example-company.json'] ?? '{}') as {
    units: { id: number; profileGroups: { options: Record<string, unknown>[] }[] }[];
  };
  const options = army.units.find((u) => u.id === 101)?.profileGroups[0]?.options ?? [];
  const base = options[0] ?? {};
  options.push({ ...base, id: 9, name: 'ORDERLESS', orders: [] });
  options.push({ ...base, id: 8, name: 'DRONE', orders: [], skills: [{ id: 243 }] });
  const withOdd = { ...files, 'examples/9001-example-company.json': JSON.stringify(army) };
  const code = (optionId: number) =>
    codeText(
      encodeArmyCode({
        layout: 'reinforcement',
        factionId: 9001,
        factionSlug: 'example-company',
        armyName: 'x',
        points: 50,
        groups: [
          { number: 1, reinforcement: false, members: [member(101, 2), member(101, optionId)] },
        ],
      }),
    );

  it('takes a place and adds its order in orders --code; a Peripheral does not', async () => {
    const odd = await cli(`orders --code ${code(9)} --units examples ${META} --rules n5`, {
      files: withOdd,
    });
    expect(odd.code).toBe(0);
    expect(odd.stdout).toContain('Combat Group 1 (2 troopers): 3 orders');
    expect(odd.stdout).not.toContain('peripheral');
    const drone = await cli(`orders --code ${code(8)} --units examples ${META} --rules n5`, {
      files: withOdd,
    });
    expect(drone.stdout).toContain('Combat Group 1 (1 trooper): 2 orders');
    expect(drone.stdout).toContain('peripheral');
  });
});
