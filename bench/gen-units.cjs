// A synthetic unit file of the real size (about 1 MB, 200 units, like the army builder's
// largest faction files) for `npm run bench gamedata`. Invented units in the builder's
// shape, made from the example file's units; written to the directory given.
// With a count (`gen-units.cjs DIR 56`): a whole data directory of that many faction
// files, about 0.5 MB each (the builder's N5 data: 56 files, 29 MB), the example units in
// the first only, a mercenary in every one, pretty-printed like the fetched files; prints
// the total size.
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2];
const root = path.join(__dirname, '..', 'examples');
const company = JSON.parse(fs.readFileSync(path.join(root, '9001-example-company.json'), 'utf8'));
const rivals = JSON.parse(fs.readFileSync(path.join(root, '9010-example-rivals.json'), 'utf8'));
const template = company.units.find((u) => u.id === 109);
const count = Number(process.argv[3] ?? '1');

function benchUnits(n, file) {
  const units = [];
  for (let i = 0; i < n; i++) {
    const u = JSON.parse(JSON.stringify(template));
    u.id = 2000 + file * 1000 + i;
    u.name = `BENCH TROOPERS ${file}-${i}`;
    u.isc = `Bench Troopers ${file}-${i}`;
    u.slug = `bench-troopers-${file}-${i}`;
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
  return units;
}

const write = (name, units, pretty) => {
  const file = {
    ...company,
    units,
    resume: units.map((u) => ({ id: u.id, isc: u.isc, name: u.name })),
  };
  const at = path.join(dir, 'units', name);
  fs.writeFileSync(at, pretty ? JSON.stringify(file, null, 2) : JSON.stringify(file));
  return fs.statSync(at).size;
};
fs.mkdirSync(path.join(dir, 'units'), { recursive: true });
fs.copyFileSync(path.join(root, 'metadata.json'), path.join(dir, 'metadata.json'));
if (count === 1) {
  console.log(
    write('9001-example-company.json', [...benchUnits(200, 0), ...company.units, ...rivals.units]),
  );
} else {
  const merc = rivals.units.filter((u) => u.id === 10130);
  let total = 0;
  for (let f = 0; f < count; f++) {
    const own = f === 0 ? [...company.units, ...rivals.units] : merc;
    total += write(`${9001 + f}-bench-${f}.json`, [...benchUnits(30, f), ...own], true);
  }
  console.log(total);
}
