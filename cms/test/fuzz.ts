/**
 * The request generator and the verdict of the fuzz drills (docs/reliability.md): the back end's
 * (cms/http/fuzz.test.ts, every endpoint) and the SSR server's (test/server/fuzz.test.ts, every
 * page route and proxied path). A fixed seed, so a failure can be replayed exactly.
 */

/** mulberry32: a small seeded PRNG; `pick` chooses from a list with it. */
export function seeded(seed: number): { random: () => number; pick: <T>(list: readonly T[]) => T } {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { random, pick: (list) => list[Math.floor(random() * list.length)] };
}

/** Path segments no route expects: broken percent-encoding, traversal, odd numbers, SQL, markup. */
export const BAD_SEGMENTS = [
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999999',
  '9007199254740993',
  'NaN',
  'null',
  "'%20OR%201=1--",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
  'x'.repeat(3000),
  'ä',
  '%F0%9F%8E%BB',
] as const;

/** What must never reach a client: stack frames, file paths of the server, SQL, driver errors. */
export const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\/(?:work|home|usr|tmp|app)\/[\w.-]+\//,
  /node_modules/,
  /\.(?:ts|tsx|js):\d+/,
  /\b(?:SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/,
  /syntax error at or near|violates [\w -]+ constraint|relation "\w+" does not exist/,
  /ECONNREFUSED|ERR_[A-Z_]{5,}/,
];

/**
 * Sends every case, `concurrency` at a time, and returns what failed: an answer of 500 or more, or
 * a body that leaks (LEAKS). `describe` names a case in the failure.
 */
export async function drill<C>(
  cases: readonly C[],
  concurrency: number,
  send: (testCase: C) => Promise<{ status: number; text: string }>,
  describe: (testCase: C) => string,
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const testCase = cases[next++];
      const { status, text } = await send(testCase);
      if (status >= 500) failures.push(`${status} ${describe(testCase)} ${text.slice(0, 200)}`);
      const leak = LEAKS.find((pattern) => pattern.test(text));
      if (leak) failures.push(`leak ${leak} in ${status} ${describe(testCase)}: ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}
