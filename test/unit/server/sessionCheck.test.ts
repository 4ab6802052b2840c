import { createSessionCheck, sessionIdOf, withoutSession, type SessionAnswer } from '../../../server/cache/sessionCheck';

describe('the session cookie of a request', () => {
  it('is the first non-empty sessionid, as cookie-parser reads it', () => {
    expect(sessionIdOf(undefined)).toBeNull();
    expect(sessionIdOf('cc_cookie=x; csrftoken=t')).toBeNull();
    expect(sessionIdOf('sessionid=')).toBeNull();
    expect(sessionIdOf('xsessionid=a')).toBeNull();
    expect(sessionIdOf('cc_cookie=x;sessionid=abc ; sessionid=def')).toBe('abc');
  });

  it('is removed with every other cookie kept', () => {
    expect(withoutSession('cc_cookie=x; sessionid=abc; csrftoken=t')).toBe('cc_cookie=x; csrftoken=t');
    expect(withoutSession('sessionid=abc;sessionid=def')).toBeUndefined();
  });
});

describe('the session check', () => {
  const asking = (answers: Record<string, SessionAnswer>) => {
    const calls: string[] = [];
    const ask = (id: string) => {
      calls.push(id);
      return Promise.resolve(answers[id] ?? 'anonymous');
    };
    return { calls, ask };
  };

  it('asks once for concurrent requests with one id, and keeps the answer until its TTL has passed', async () => {
    let clock = 1_000_000;
    const { calls, ask } = asking({ good: 'editor' });
    const check = createSessionCheck({ cmsUrl: '', timeoutMs: 1, ttlMs: 3000, now: () => clock, ask });
    expect(check.known('good')).toBeUndefined();
    expect(await Promise.all([check.check('good'), check.check('good'), check.check('good')])).toEqual(['editor', 'editor', 'editor']);
    expect(calls).toEqual(['good']);
    clock += 3000;
    expect(check.known('good')).toBe('editor');
    clock += 1;
    expect(check.known('good')).toBeUndefined();
    expect(await check.check('good')).toBe('editor');
    expect(calls).toEqual(['good', 'good']);
  });

  it('holds at most its bound of ids, whatever a crowd of made-up ids sends', async () => {
    const { calls, ask } = asking({});
    const check = createSessionCheck({ cmsUrl: '', timeoutMs: 1, maxEntries: 100, ask });
    for (let i = 0; i < 1000; i++) expect(await check.check(`made-up-${i}`)).toBe('anonymous');
    expect(check.stats).toEqual({ entries: 100, asked: 1000, busy: 0 });
    expect(calls).toHaveLength(1000);
    // an id longer than any back end issues: anonymous without asking
    expect(check.known('x'.repeat(257))).toBe('anonymous');
    expect(await check.check('x'.repeat(257))).toBe('anonymous');
    expect(check.stats.asked).toBe(1000);
  });

  it('asks about at most maxAsking new ids at once: the next new id is busy (a visitor this once), a known one still answered', async () => {
    const pending: ((answer: SessionAnswer) => void)[] = [];
    const check = createSessionCheck({ cmsUrl: '', timeoutMs: 1, maxAsking: 2, ask: () => new Promise<SessionAnswer>((resolve) => pending.push(resolve)) });
    const first = check.check('a');
    const second = check.check('b');
    const again = check.check('a'); // the same question: shares the call
    expect(await check.check('c')).toBe('busy');
    expect(check.known('c')).toBeUndefined();
    expect(check.stats).toMatchObject({ asked: 2, busy: 1 });
    pending[0]('editor');
    pending[1]('anonymous');
    expect(await Promise.all([first, second, again])).toEqual(['editor', 'anonymous', 'editor']);
    // room again
    const later = check.check('c');
    pending[2]('anonymous');
    expect(await later).toBe('anonymous');
  });

  it('keeps nothing when the back end could not say (and a failing ask is that)', async () => {
    let fail = true;
    const check = createSessionCheck({
      cmsUrl: '',
      timeoutMs: 1,
      ask: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('editor' as const)),
    });
    expect(await check.check('s')).toBe('unknown');
    expect(check.known('s')).toBeUndefined();
    fail = false;
    expect(await check.check('s')).toBe('editor');
    expect(check.known('s')).toBe('editor');
  });
});
