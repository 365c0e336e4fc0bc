// A synthetic unit file of the real size (about 1 MB, 200 units, like the army builder's
// largest faction files) for `npm run bench gamedata`. Invented units in the builder's
// shape, made from the example file's units; written to the directory given.
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2];
const root = path.join(__dirname, '..', 'examples');
const company = JSON.parse(fs.readFileSync(path.join(root, '9001-example-company.json'), 'utf8'));
const rivals = JSON.parse(fs.readFileSync(path.join(root, '9010-example-rivals.json'), 'utf8'));
const template = company.units.find((u) => u.id === 109);
const units = [];
for (let i = 0; i < 200; i++) {
  const u = JSON.parse(JSON.stringify(template));
  u.id = 2000 + i;
  u.name = `BENCH TROOPERS ${i}`;
  u.isc = `Bench Troopers ${i}`;
  u.slug = `bench-troopers-${i}`;
  const g = u.profileGroups[0];
  g.profiles[0].notes = 'x'.repeat(200);
  g.profiles[0].skills = Array.from({ length: 12 }, (_, k) => ({
    q: 1,
    extra: [6],
    id: 28 + k,
    order: k + 1,
  }));
  const base = g.options[0];
  g.options = Array.from({ length: 14 }, (_, k) => ({
    ...base,
    id: k + 1,
    name: `BENCH TROOPER ${k}`,
    points: 10 + k,
    weapons: [
      { id: 33, order: 1 },
      { id: 69, order: 2 },
      { id: 5, order: 3 },
    ],
    skills: [{ id: 119, order: 1 }],
  }));
  units.push(u);
}
units.push(...company.units, ...rivals.units);
const file = {
  ...company,
  units,
  resume: units.map((u) => ({ id: u.id, isc: u.isc, name: u.name })),
};
fs.mkdirSync(path.join(dir, 'units'), { recursive: true });
fs.writeFileSync(path.join(dir, 'units', '9001-example-company.json'), JSON.stringify(file));
fs.copyFileSync(path.join(root, 'metadata.json'), path.join(dir, 'metadata.json'));
console.log(fs.statSync(path.join(dir, 'units', '9001-example-company.json')).size);
