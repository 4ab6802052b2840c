/**
 * `npm run create-editor`, built to build/cms/create-editor.js and run with plain Node (no tsx: a
 * PaaS prunes the dev dependencies): `node build/cms/create-editor.js --username erika --staff`.
 * Prints `Created editor …` or `Updated editor …`; on a problem prints it and exits 1.
 */
import { main } from './createEditor';

main().catch((err: Error) => {
  console.error(err.message);
  process.exitCode = 1;
});
