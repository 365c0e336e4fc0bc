// Preloaded into every measured process (infcalc and the bare-Node baseline alike),
// so both pay the same: reports the process's peak resident memory on exit.
process.on('exit', () => {
  require('node:fs').writeSync(2, `\nmaxrss:${process.resourceUsage().maxRSS}\n`);
});
