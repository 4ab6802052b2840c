/** Where the seed's tests keep the demo pictures' renditions between runs (cms/seed/testing.ts says how it is used). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function seedMediaCache(): string {
  const dir = path.join(os.tmpdir(), 'cms-seed-media-cache');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
