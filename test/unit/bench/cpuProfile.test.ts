/** scripts/bench/cpuProfile.ts: self time per function, cut by the time windows of each page type. */
import { topSelfTime, type CpuProfile } from '../../../scripts/bench/cpuProfile';

const frame = (functionName: string, url = 'file:///app/node_modules/lib/index.js', lineNumber = 9) => ({ functionName, url, lineNumber });

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(idle)', '', -1) },
    { id: 2, callFrame: frame('render') },
    { id: 3, callFrame: frame('query', 'file:///app/build/cms/index.js', 41) },
    { id: 4, callFrame: frame('writev', '', -1) },
  ],
  startTime: 1000,
  // samples at 1010, 1020, … 1080
  samples: [2, 2, 3, 1, 4, 4, 4, 2],
  timeDeltas: [10, 10, 10, 10, 10, 10, 10, 10],
};

test('each window counts the samples taken in it, idle left out, shares of its own samples', () => {
  const top = topSelfTime(profile, [
    { label: 'home', from: 1005, to: 1040 },
    { label: 'concerts', from: 1045, to: 1085 },
  ], 2);
  expect(top.get('home')).toEqual(['render (lib/index.js:10) 66.7 %', 'query (build/cms/index.js:42) 33.3 %']);
  expect(top.get('concerts')).toEqual(['writev 75.0 %', 'render (lib/index.js:10) 25.0 %']);
});

test('samples outside every window count nowhere', () => {
  expect(topSelfTime(profile, [{ label: 'none', from: 0, to: 999 }], 3).get('none')).toEqual([]);
});

test("several threads' profiles count together, each sample once", () => {
  // the embedded back end's thread: its own node ids, two samples of a query inside the window
  const backEnd: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(idle)', '', -1) },
      { id: 7, callFrame: frame('query', 'file:///app/build/cms/index.js', 41) },
    ],
    startTime: 1000,
    samples: [7, 7, 1],
    timeDeltas: [15, 10, 10],
  };
  // home's window: render twice and query once on the main thread, query twice on the back end's
  expect(topSelfTime([profile, backEnd], [{ label: 'home', from: 1005, to: 1040 }], 2).get('home')).toEqual(['query (build/cms/index.js:42) 60.0 %', 'render (lib/index.js:10) 40.0 %']);
});
