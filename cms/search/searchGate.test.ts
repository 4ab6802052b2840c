/** The search gate: at most `concurrency` searches at once, the rest in line, 503 when the line is full or the wait too long. */
import { ServiceBusyError } from '../errors';
import { createSearchGate, searchBusyMessages, searchGateOf, SEARCH_RETRY_AFTER_S } from './searchGate';

/** a search that ends when told to */
function pending<T = string>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

/** lets the promise callbacks queued so far run */
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('runs at most `concurrency` searches at once; the others start in the order they came as places free', async () => {
  const gate = createSearchGate({ concurrency: 2, maxQueue: 10, maxWaitMs: 60_000 });
  const started: number[] = [];
  const searches = [0, 1, 2, 3, 4].map(() => pending());
  const answers = searches.map((search, i) =>
    gate.run(() => {
      started.push(i);
      return search.promise;
    }, 'de'),
  );
  await settle();
  expect(started).toEqual([0, 1]);
  expect(gate.stats).toEqual({ running: 2, queued: 3, refused: 0, abandoned: 0 });

  searches[1].finish('b');
  await settle();
  expect(started).toEqual([0, 1, 2]);
  searches[0].finish('a');
  await settle();
  expect(started).toEqual([0, 1, 2, 3]);
  expect(gate.stats).toEqual({ running: 2, queued: 1, refused: 0, abandoned: 0 });

  for (const search of searches.slice(2)) search.finish('c');
  await expect(Promise.all(answers)).resolves.toEqual(['a', 'b', 'c', 'c', 'c']);
  expect(gate.stats).toEqual({ running: 0, queued: 0, refused: 0, abandoned: 0 });
});

test('a full line is answered 503 at once, in the visitor’s language, with Retry-After; the searches in line still run', async () => {
  const gate = createSearchGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 60_000 });
  const first = pending();
  const running = gate.run(() => first.promise, 'de');
  const waiting = gate.run(async () => 'second', 'de');
  const refusedDe = gate.run(async () => 'never', 'de');
  const refusedEn = gate.run(async () => 'never', 'en');
  await expect(refusedDe).rejects.toMatchObject({ status: 503, code: 'busy', message: searchBusyMessages.de, headers: { 'Retry-After': String(SEARCH_RETRY_AFTER_S) } });
  await expect(refusedEn).rejects.toMatchObject({ status: 503, message: searchBusyMessages.en });
  await expect(refusedEn).rejects.toBeInstanceOf(ServiceBusyError);
  expect(gate.stats).toEqual({ running: 1, queued: 1, refused: 2, abandoned: 0 });
  first.finish('first');
  await expect(running).resolves.toBe('first');
  await expect(waiting).resolves.toBe('second');
});

test('a search that waited `maxWaitMs` gives up with 503 and leaves the line; the next in line still gets the place', async () => {
  const gate = createSearchGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 30 });
  const first = pending();
  const running = gate.run(() => first.promise, 'en');
  const gaveUp = gate.run(async () => 'never', 'en');
  await expect(gaveUp).rejects.toMatchObject({ status: 503, message: searchBusyMessages.en });
  expect(gate.stats).toEqual({ running: 1, queued: 0, refused: 1, abandoned: 0 });

  const later = gate.run(async () => 'later', 'en');
  first.finish('first');
  await expect(running).resolves.toBe('first');
  await expect(later).resolves.toBe('later');
  expect(gate.stats.running).toBe(0);
});

test('a failing search frees its place', async () => {
  const gate = createSearchGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 60_000 });
  const first = pending();
  const failing = gate.run(() => first.promise, 'de');
  const next = gate.run(async () => 'next', 'de');
  first.fail(new Error('statement failed'));
  await expect(failing).rejects.toThrow('statement failed');
  await expect(next).resolves.toBe('next');
  expect(gate.stats).toEqual({ running: 0, queued: 0, refused: 0, abandoned: 0 });
});

test('a search whose visitor left while it waited is not run, and its place goes to the next in line', async () => {
  const gate = createSearchGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 60_000 });
  const first = pending();
  const running = gate.run(() => first.promise, 'de');
  let left = false;
  const ran: string[] = [];
  const abandoned = gate.run(
    async () => {
      ran.push('abandoned');
      return 'abandoned';
    },
    'de',
    () => left,
  );
  const next = gate.run(async () => {
    ran.push('next');
    return 'next';
  }, 'de');
  left = true;
  first.finish('first');
  await expect(running).resolves.toBe('first');
  await expect(abandoned).rejects.toBeInstanceOf(ServiceBusyError);
  await expect(next).resolves.toBe('next');
  expect(ran).toEqual(['next']);
  // not a refusal: nobody was turned away
  expect(gate.stats).toEqual({ running: 0, queued: 0, refused: 0, abandoned: 1 });
});

test('one gate per back end: the same database handle gets the same gate, another handle its own', () => {
  const db = {};
  expect(searchGateOf(db, 3)).toBe(searchGateOf(db, 3));
  expect(searchGateOf({}, 3)).not.toBe(searchGateOf(db, 3));
});
