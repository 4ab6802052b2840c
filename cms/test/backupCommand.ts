/** `npm run backup -- ARGS` in a process of its own (tsx, from the sources), as an operator runs it beside the running site. */
import { spawn } from 'node:child_process';
import type { CmsConfig } from '../config';
import { projectRoot } from '../../scripts/lib/root';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the backup command with the environment that names `config`'s database and media. */
export function runBackupCommand(config: Pick<CmsConfig, 'databaseUrl' | 'dataDir' | 'mediaDir'>, args: string[]): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', MEDIA_DIR: config.mediaDir, DATA_DIR: config.dataDir };
  delete env.DATABASE_URL;
  if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'cms/backup/backupCli.ts', ...args], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
