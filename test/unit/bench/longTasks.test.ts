/** scripts/bench/longTasks.ts: the page's long tasks in a Chrome trace and what ran in each, and its layouts. */
import { lanternBlockingOf, LANTERN_TASK_MS, layoutsOf, longTasksOf, otherThreadsDuring, pageLoadEvents, SVG_DOCUMENT_EVENT, svgDocumentsOf, type TraceEvent } from '../../../scripts/bench/longTasks';

const thread = (pid: number, tid: number): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name: 'CrRendererMain' } });
/** an event of 1 ms units on the page's main thread (pid 2) */
const on = (name: string, startMs: number, ms: number, data?: { url?: string }, pid = 2): TraceEvent => ({ name, ph: 'X', ts: startMs * 1000, dur: ms * 1000, pid, tid: 1, args: data ? { data } : {} });

const events: TraceEvent[] = [
  thread(1, 1),
  thread(2, 1),
  // another renderer (about:blank) with less work: not the page's
  on('RunTask', 0, 80, undefined, 1),
  on('RunTask', 100, 30),
  on('RunTask', 200, 300),
  on('EvaluateScript', 201, 250, { url: 'http://site/static/main.1234.js' }),
  on('Layout', 460, 20),
  on('Layout', 485, 10),
  on('RunTask', 600, 90),
  on('UpdateLayoutTree', 601, 60),
  on('Paint', 670, 3),
  // the bench's own wait in the page
  on('RunTask', 800, 70),
  on('FunctionCall', 801, 60, { url: 'pptr:evaluate;traceVisit' }),
];

test('the busiest renderer thread\'s tasks of 50 ms or more, from its first task, with their largest work', () => {
  expect(longTasksOf(events)).toEqual([
    { startMs: 100, durationMs: 300, cpuMs: 300, parts: [['evaluate main.1234.js', 250], ['layout', 30]] },
    { startMs: 500, durationMs: 90, cpuMs: 90, parts: [['style', 60]] },
  ]);
});

test("Lantern's view: the outermost tasks of 10 ms or more, their work down to a tenth of that, and what they add at a slowdown", () => {
  const trace = [
    ...events,
    on('RunTask', 900, 12),
    on('ParseAuthorStyleSheet', 900.5, 2),
    on('Layout', 903, 8),
    on('Paint', 911.5, 0.5),
    // a task nested in another (a nested run loop) counts once, as the outer one
    on('RunTask', 950, 30),
    on('RunTask', 955, 11),
    on('FunctionCall', 956, 10, { url: 'http://site/static/cookie-consent.1a2b.js' }),
    on('RunTask', 1000, 9.9),
  ];
  const tasks = longTasksOf(trace, LANTERN_TASK_MS);
  // from the thread's first task (at 100); the bench's own wait (at 800) is not the page's
  expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
    [0, 30],
    [100, 300],
    [500, 90],
    [800, 12],
    [850, 30],
  ]);
  expect(tasks[3].parts).toEqual([
    ['layout', 8],
    ['parse CSS', 2],
  ]);
  expect(tasks[4].parts).toEqual([['call in cookie-consent.1a2b.js', 10]]);
  // at 10×: 12 ms -> 120, 70 over 50; 30 ms -> 300, 250 over; 9 ms would add nothing
  expect(lanternBlockingOf([tasks[3], tasks[4]], 10)).toBe(70 + 250);
  expect(lanternBlockingOf([{ startMs: 0, durationMs: 4, cpuMs: 4, parts: [] }], 10)).toBe(0);
});

test("a task's time on a core is its thread clock's; the blocking by that time leaves out what is then under Lantern's 10 ms", () => {
  const waited = (startMs: number, ms: number, cpuMs: number): TraceEvent => ({ ...on('RunTask', startMs, ms), tdur: cpuMs * 1000 });
  const tasks = longTasksOf([thread(2, 1), waited(0, 30, 25), waited(100, 40, 4), waited(200, 12, 12)], LANTERN_TASK_MS);
  expect(tasks.map((task) => [task.durationMs, task.cpuMs])).toEqual([
    [30, 25],
    [40, 4],
    [12, 12],
  ]);
  // at 5×: by the wall 100 + 150 + 10; on a core 75 + (4 ms: not counted) + 10
  expect(lanternBlockingOf(tasks, 5)).toBe(100 + 150 + 10);
  expect(lanternBlockingOf(tasks, 5, true)).toBe(75 + 10);
});

test("the other threads' time on a core within the page's tasks: by thread clock, the part inside the tasks, busiest first", () => {
  const named = (kind: 'thread_name' | 'process_name', pid: number, tid: number, name: string): TraceEvent => ({ name: kind, ph: 'M', ts: 0, pid, tid, args: { name } });
  const other = (pid: number, tid: number, startMs: number, ms: number, cpuMs: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ts: startMs * 1000, dur: ms * 1000, tdur: cpuMs * 1000, pid, tid });
  const trace = [
    thread(2, 1),
    named('process_name', 9, 0, 'GPU Process'),
    named('thread_name', 9, 5, 'VizCompositorThread'),
    named('thread_name', 2, 7, 'DedicatedWorker thread'),
    { ...on('ParseHTML', 0, 1), args: { beginData: { url: 'http://site/' } } },
    on('RunTask', 0, 20),
    on('RunTask', 100, 20),
    // half inside the first task: half its CPU time
    other(9, 5, 10, 20, 16),
    other(9, 5, 100, 10, 10),
    other(2, 7, 105, 5, 3),
    // outside every task
    other(2, 7, 50, 10, 10),
  ];
  const tasks = longTasksOf(trace, LANTERN_TASK_MS);
  expect(otherThreadsDuring(trace, tasks)).toEqual([
    ['GPU Process/VizCompositorThread', 8 + 10],
    ['2/DedicatedWorker thread', 3],
  ]);
  expect(otherThreadsDuring(trace, [])).toEqual([]);
});

test('a trace without a renderer has no long tasks', () => {
  expect(longTasksOf([on('RunTask', 0, 500)])).toEqual([]);
});

test("the page's layouts: their time, and those of every object of a page of more than one", () => {
  const layout = (startMs: number, ms: number, dirtyObjects: number, totalObjects: number, pid = 2): TraceEvent => ({ ...on('Layout', startMs, ms, undefined, pid), args: { beginData: { dirtyObjects, totalObjects } } });
  const trace = [...events, layout(700, 1, 1, 1), layout(710, 40, 534, 534), layout(760, 4, 133, 749), layout(770, 25, 749, 749), layout(0, 90, 600, 600, 1)];
  // the two layouts of the fixture without their objects count as laid out, not as whole
  expect(layoutsOf(trace)).toEqual({ ms: 20 + 10 + 1 + 40 + 4 + 25, wholePage: 2 });
  expect(layoutsOf([on('Layout', 0, 5)])).toEqual({ ms: 0, wholePage: 0 });
});

test("the page's thread is the renderer that parsed a web page, although another (the full browser's built-in extensions) is busier", () => {
  const parsed = (pid: number, url: string): TraceEvent => ({ name: 'ParseHTML', ph: 'X', ts: 0, dur: 1000, pid, tid: 1, args: { beginData: { url } } });
  const trace = [
    thread(3, 1),
    parsed(3, 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html'),
    on('RunTask', 0, 400, undefined, 3),
    on('FunctionCall', 1, 390, { url: 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/bindings.js' }, 3),
    ...events,
    parsed(2, 'http://site/de'),
  ];
  expect(longTasksOf(trace).map((task) => task.durationMs)).toEqual([300, 90]);
  // without any page parsed, the busiest renderer as before
  expect(longTasksOf([...events, thread(3, 1), on('RunTask', 0, 600, undefined, 3)]).map((task) => task.durationMs)).toEqual([600]);
});

test("the isolated SVG documents the page's renderer built, not another renderer's", () => {
  const svgDocument = (startMs: number, pid: number) => on(SVG_DOCUMENT_EVENT, startMs, 2, undefined, pid);
  expect(svgDocumentsOf([...events, svgDocument(300, 2), svgDocument(520, 2), svgDocument(10, 1)])).toBe(2);
  expect(svgDocumentsOf(events)).toBe(0);
  expect(svgDocumentsOf([svgDocument(0, 2)])).toBe(0);
});

test('the page’s own events leave out what an input queue’s task laid out before the first paint', () => {
  const task = (startMs: number, ms: number, srcFile: string): TraceEvent => ({ ...on('ThreadControllerImpl::RunTask', startMs, ms), args: { src_file: srcFile } });
  const firstPaint: TraceEvent = { name: 'firstPaint', ph: 'R', ts: 400_000, pid: 2, tid: 1 };
  const pointer = task(50, 40, 'third_party/blink/renderer/platform/widget/input/main_thread_event_queue.cc');
  const unstyled = on(SVG_DOCUMENT_EVENT, 60, 5);
  const parser = task(100, 20, 'third_party/blink/renderer/core/html/parser/html_document_parser.cc');
  const styled = on(SVG_DOCUMENT_EVENT, 105, 5);
  const laterPointer = task(500, 40, 'third_party/blink/renderer/platform/widget/input/main_thread_event_queue.cc');
  const afterPaint = on(SVG_DOCUMENT_EVENT, 510, 5);
  const otherRenderer = on(SVG_DOCUMENT_EVENT, 60, 5, undefined, 1);
  const trace = [thread(1, 1), thread(2, 1), pointer, unstyled, parser, styled, firstPaint, laterPointer, afterPaint, otherRenderer];
  // the pointer's task before the first paint and all in it go; the parser's task, a pointer's task after the paint and their events stay
  expect(pageLoadEvents(trace, 2)).toEqual([thread(2, 1), parser, styled, firstPaint, laterPointer, afterPaint]);
  expect(svgDocumentsOf([...events, pointer, unstyled, parser, styled, firstPaint])).toBe(1);
  // without a first paint in the trace, every pointer task is left out
  expect(pageLoadEvents([thread(2, 1), laterPointer, afterPaint], 2)).toEqual([thread(2, 1)]);
});

test('the page’s own events leave out a pointer move’s hit test in a frame and the layout it forced, before the stylesheets arrived only', () => {
  const frame = (startMs: number): TraceEvent => ({ ...on('ThreadControllerImpl::RunTask', startMs, 40), args: { src_file: 'cc/trees/proxy_impl.cc', src_func: 'ScheduledActionSendBeginMainFrame' } });
  const hitTest = (startMs: number, move: boolean): TraceEvent => ({ ...on('HitTest', startMs, 1), args: { endData: { move, x: 0, y: 0 } } });
  const sheet = (requestId: string, sentMs: number, finishMs: number, renderBlocking = 'blocking'): TraceEvent[] => [
    { name: 'ResourceSendRequest', ph: 'I', ts: sentMs * 1000, pid: 2, tid: 1, args: { data: { requestId, resourceType: 'Stylesheet', renderBlocking } } },
    { name: 'ResourceFinish', ph: 'I', ts: finishMs * 1000, pid: 2, tid: 1, args: { data: { requestId } } },
  ];
  const firstPaint: TraceEvent = { name: 'firstPaint', ph: 'R', ts: 400_000, pid: 2, tid: 1 };
  const sheets = [...sheet('a', 10, 150), ...sheet('b', 12, 200), ...sheet('late', 20, 900, 'non_blocking')];
  // before the last blocking stylesheet (200 ms): the frame's events up to the move's hit test go, the frame's own layout after it stays
  const early = [frame(100), on('Layout', 105, 20), on('FontRequest', 110, 1), hitTest(126, true), on('Layout', 130, 5)];
  expect(pageLoadEvents([...sheets, firstPaint, ...early], 2)).toEqual([...sheets, firstPaint, early[4]]);
  // after it, the layout a move's hit test forces is the page's styled one
  const late = [frame(250), on('Layout', 255, 20), on('FontRequest', 260, 1), hitTest(276, true)];
  expect(pageLoadEvents([...sheets, firstPaint, ...late], 2)).toEqual([...sheets, firstPaint, ...late]);
  // a hit test that is not a move's (a script's elementFromPoint) stays
  const script = [frame(100), on('Layout', 105, 20), hitTest(126, false)];
  expect(pageLoadEvents([...sheets, firstPaint, ...script], 2)).toEqual([...sheets, firstPaint, ...script]);
  // a trace without the stylesheets' requests takes no hit test for the unstyled page's
  expect(pageLoadEvents([firstPaint, ...early], 2)).toEqual([firstPaint, ...early]);
});
