// Build dist/ once before the suite so the spawned-binary tests run what users run.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.js'], { stdio: 'inherit' });
}
