// Preloaded into every measured process (infcalc and the bare-Node baseline alike),
// so both pay the same: reports the process's peak resident memory on exit.
process.on('exit', () => {
  const u = process.resourceUsage();
  const cpuMs = (u.userCPUTime + u.systemCPUTime) / 1000;
  require('node:fs').writeSync(2, `\nmaxrss:${u.maxRSS}\ncpu:${cpuMs}\n`);
});
