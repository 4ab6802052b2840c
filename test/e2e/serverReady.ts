/**
 * setupFilesAfterEnv of the e2e project: before a file's tests, the e2e server answers healthy.
 * The global setup starts it without waiting (its first start seeds the demo content while the
 * other projects' tests run); the first browser test file waits here, the others find it ready.
 */
import { waitForServer } from './serverState';

beforeAll(() => waitForServer(), 600_000);
