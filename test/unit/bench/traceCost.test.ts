/** scripts/bench/traceCost.ts: main.js's compile and evaluation on the page's main thread, read from a Chrome trace. */
import { mainJsCostOf } from '../../../scripts/bench/traceCost';

const event = (name: string, ms: number, url: string, tid = 1, streamed?: boolean) => ({ name, ph: 'X', ts: 0, dur: ms * 1000, pid: 2, tid, args: { data: { url, ...(streamed === undefined ? {} : { streamed }) } } });

test('main.js\'s EvaluateScript and the v8.compile of the same thread, in milliseconds, with whether V8 streamed it', () => {
  const events = [
    event('EvaluateScript', 3, 'http://site/static/route-events.abc123.js'),
    event('v8.compile', 2, 'http://site/static/route-events.abc123.js', 1, true),
    // the compile of main.js on the background thread is not the main thread's
    event('v8.compile', 280, 'http://site/static/main.987e248b.js', 7, true),
    event('EvaluateScript', 26.5, 'http://site/static/main.987e248b.js'),
    event('v8.compile', 21.5, 'http://site/static/main.987e248b.js', 1, true),
  ];
  expect(mainJsCostOf(events)).toEqual({ compileMs: 21.5, evaluateMs: 26.5, streamed: true });
});

test('a trace without main.js\'s evaluation, or a compile not streamed, says so', () => {
  expect(mainJsCostOf([event('EvaluateScript', 3, 'http://site/static/after-load.1.js')])).toBeNull();
  expect(mainJsCostOf([event('EvaluateScript', 40, 'http://site/static/main.0a.js'), event('v8.compile', 35, 'http://site/static/main.0a.js', 1, false)])).toEqual({ compileMs: 35, evaluateMs: 40, streamed: false });
});
