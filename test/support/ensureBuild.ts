/** Jest globalSetup: make sure the production build is current (builds only when stale). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { staleReason } from '../../scripts/lib/buildState';

const root = path.resolve(__dirname, '..', '..');

export default function ensureBuild(): void {
  if (!staleReason(root, 'production')) return;
  // A child process, so webpack runs outside Jest's module system.
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts', '--if-stale'], { cwd: root, stdio: 'inherit' });
}
