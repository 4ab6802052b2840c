/**
 * Build progress for people watching `npm start` / `npm run build`: one line per webpack stage of
 * each build (client, server, cms, sw) and at most one line every PROGRESS_INTERVAL_MS in between,
 * each with the time since the build started. Never silent for minutes, never a flood.
 */
import webpack, { type Configuration } from 'webpack';

export const PROGRESS_INTERVAL_MS = 5000;

/** webpack's stage names (the ProgressPlugin's message) → what a person reads */
const STAGES: Record<string, string> = {
  setup: 'starting',
  building: 'compiling modules',
  sealing: 'optimizing',
  emitting: 'writing files',
  done: 'done',
};

export interface ProgressLine {
  name: string;
  percent: number;
  stage: string;
  detail: string;
  elapsedMs: number;
}

export function formatProgress(line: ProgressLine): string {
  const detail = line.detail ? ` (${line.detail})` : '';
  return `build ${line.name.padEnd(6)} ${String(line.percent).padStart(3)} % ${line.stage}${detail} · ${(line.elapsedMs / 1000).toFixed(1)} s`;
}

/** A ProgressPlugin handler that prints a line when the stage changes, or PROGRESS_INTERVAL_MS after the last line. */
export function progressReporter(name: string, startedAt: number, print: (text: string) => void = (t) => console.log(t), now: () => number = Date.now) {
  let lastStage = '';
  let lastAt = 0;
  return (fraction: number, message: string, ...details: string[]) => {
    const stage = STAGES[message] ?? message;
    const time = now();
    if (stage === lastStage && time - lastAt < PROGRESS_INTERVAL_MS) return;
    if (!stage) return;
    lastStage = stage;
    lastAt = time;
    const detail = message === 'building' ? (details[0] ?? '') : '';
    print(formatProgress({ name, percent: Math.round(fraction * 100), stage, detail, elapsedMs: time - startedAt }));
  };
}

/** Adds a progress reporter to every configuration (named by its `name`). */
export function withProgress(configs: Configuration[], startedAt: number, print?: (text: string) => void): Configuration[] {
  return configs.map((config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), new webpack.ProgressPlugin({ handler: progressReporter(String(config.name ?? 'build'), startedAt, print), modules: true, entries: false, dependencies: false, activeModules: false })],
  }));
}
