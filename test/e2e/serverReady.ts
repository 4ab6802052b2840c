/**
 * setupFilesAfterEnv of the e2e project: the file's server is its worker's (globalSetup.ts), and
 * before the file's tests it answers healthy. The global setup starts the servers without waiting
 * (their first start seeds the demo content while the other projects' tests run); a worker's first
 * browser test file waits here, the others find it ready.
 */
import { serverVariables, waitForServer } from './serverState';

// this worker's own server (globalSetup.ts): every helper reads E2E_BASE_URL
const own = serverVariables(process.env.JEST_WORKER_ID ?? '1');
process.env.E2E_BASE_URL = process.env[own.url];
process.env.E2E_SERVER_EXIT_FILE = process.env[own.exitFile];

beforeAll(() => waitForServer(), 600_000);
