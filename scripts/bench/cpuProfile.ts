/**
 * Self time per function of a V8 CPU profile (`node --cpu-prof`), cut by time windows: each sample
 * counts for the function on top of the stack when it was taken; a window's share is of its samples.
 * The profile's clock is CLOCK_MONOTONIC in microseconds, as `process.hrtime` in another process.
 */

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Window {
  label: string;
  /** microseconds, CLOCK_MONOTONIC */
  from: number;
  to: number;
}

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '').replace(/^.*\/build\//, 'build/');

/**
 * Per window: its `top` functions by self time, "name (file:line) 12.3 %", idle left out. Several
 * profiles (one per thread: `--cpu-prof` writes one for the main thread and one for the embedded back
 * end's) count together, each sample of each thread once.
 */
export function topSelfTime(profiles: CpuProfile | CpuProfile[], windows: Window[], top: number): Map<string, string[]> {
  const counts = windows.map(() => new Map<string, number>());
  const totals = windows.map(() => 0);
  for (const profile of Array.isArray(profiles) ? profiles : [profiles]) {
    const names = new Map<number, string>();
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame;
      names.set(node.id, url ? `${functionName || '(anonymous)'} (${shortUrl(url)}:${lineNumber + 1})` : functionName);
    }
    let time = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      time += profile.timeDeltas[i];
      const index = windows.findIndex((window) => time >= window.from && time <= window.to);
      if (index < 0) continue;
      const name = names.get(profile.samples[i]) ?? '?';
      if (name === '(idle)') continue;
      totals[index]++;
      counts[index].set(name, (counts[index].get(name) ?? 0) + 1);
    }
  }
  return new Map(
    windows.map((window, index) => [
      window.label,
      [...counts[index]]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, count]) => `${name} ${((100 * count) / Math.max(1, totals[index])).toFixed(1)} %`),
    ]),
  );
}
