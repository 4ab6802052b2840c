/** The Express app as production builds it, wired to a fake back end, for supertest. */
import path from 'node:path';
import pino from 'pino';
import type { Express } from 'express';
import { createApp } from '../../server/app';
import { buildPaths } from '../../server/paths';
import { loadAssets } from '../../server/render/assets';

const paths = buildPaths(path.resolve(__dirname, '..', '..'));
let assets: ReturnType<typeof loadAssets> | undefined;

export interface TestAppOptions {
  proxyTimeoutMs?: number;
  logger?: pino.Logger;
  /** The folder served under /static; the production build's by default. */
  publicDir?: string;
  /** PUBLIC_HOSTS (server/seo/origin.ts) */
  publicHosts?: string[];
}

export function testApp(cmsUrl: string, options: TestAppOptions = {}): Express {
  assets ??= loadAssets(paths.statsFile);
  return createApp({
    config: { proxyTimeoutMs: options.proxyTimeoutMs ?? 2000, publicUrl: undefined, publicHosts: options.publicHosts, trustProxy: 1, version: 'test' },
    cmsUrl,
    assets,
    publicDir: options.publicDir ?? paths.publicDir,
    logger: options.logger ?? pino({ level: 'silent' }),
  });
}

export const publicDir = paths.publicDir;
