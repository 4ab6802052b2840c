/**
 * The bench's modes other than the default run (./index.ts): the flag that selects each, its usage
 * line for `npm run bench -- --help`, and how it runs. A mode returns false when its targets are missed
 * (the bench then exits with code 1); a mode without targets returns nothing.
 */
type Outcome = boolean | void;

export interface Mode {
  flag: string;
  usage: string;
  run(argv: string[]): Promise<Outcome>;
}

export const MODES: Mode[] = [
  {
    flag: '--soak',
    usage: '--soak [--duration 600] [--connections 50] [--url …] [--postgres] [--heap]: 50 connections over a mix of pages and API calls; errors, RSS and heap (./soak.ts)',
    run: async (argv) => {
      const { runSoak, soakOptions } = await import('./soak');
      return runSoak(soakOptions(argv));
    },
  },
  {
    flag: '--search',
    usage: '--search URL_A[@PID] --against URL_B[@PID] [--rounds 6] [--typed | --others]: the scale bench\'s search run against two running servers, alternating; with their pids, CPU per search of each and of PostgreSQL (./searchPaired.ts)',
    run: async (argv) => (await import('./searchPaired')).runSearchPaired(argv),
  },
  {
    flag: '--scale',
    usage: '--scale [--factors 1,10,100] [--views 20]: HTML bytes and CPU ms per uncached view as the catalogue grows, on PostgreSQL (./scale.ts)',
    run: async (argv) => (await import('./scale')).runScaleBench(argv),
  },
  {
    flag: '--uncached',
    usage: '--uncached [--databases pglite,postgres] [--views 20] [--warm-up 60] [--pg-database NAME] [--profile]: CPU ms per uncached view of every page type, every cache off (./uncached.ts)',
    run: async (argv) => (await import('./uncached')).runUncachedBench(argv),
  },
  {
    flag: '--hit',
    usage: '--hit [--rounds 3] [--front] [--instructions]: cached hits against a bare node:http server on the same bytes, loaded at once (./hit.ts)',
    run: async (argv) => (await import('./hit')).runHitBench(argv),
  },
  {
    flag: '--pixels',
    usage: '--pixels: the memory an image upload\'s decode and renditions cost (./pixelBudget.ts)',
    run: async () => (await import('./pixelBudget')).pixelBudgetBench(),
  },
  {
    flag: '--libraries',
    usage: '--libraries: each named library\'s and our own code\'s gzipped cost (./libraryCost.ts)',
    run: async () => console.log((await (await import('./libraryCost')).libraryCosts()).join('\n')),
  },
  {
    flag: '--overload',
    usage: '--overload [--heap]: every request a miss at 4× the uncached capacity (./overload.ts)',
    run: async () => (await import('./overload')).runOverloadBench(),
  },
  {
    flag: '--forged',
    usage: '--forged: crowds with a forged session cookie, a visitor\'s ?edit and forged hosts beside a real visitor (./forged.ts)',
    run: async () => (await import('./forged')).runForgedBench(),
  },
  {
    flag: '--sale',
    usage: '--sale [--separate-machines] (or --cluster --sale): Varnish purged by key, three instances, a ticket sale\'s availability changes (./sale.ts)',
    run: async () => (await import('./sale')).runSaleBench(),
  },
  {
    flag: '--cluster',
    usage: '--cluster: nginx, three SSR instances and one back end on PostgreSQL through a ticket-sale opening (./cluster.ts)',
    run: async () => (await import('./cluster')).runClusterBench(),
  },
  {
    flag: '--paired',
    usage: '--paired url@pid url@pid [--rounds 30] [--every-type | --paths /a,/b]: CPU ms per uncached view of two running builds, alternately (./pairedCpu.ts)',
    run: async (argv) => (await import('./pairedCpu')).runPairedCpu(argv),
  },
  {
    flag: '--reads',
    usage: '--reads [--calls 200] [--pages …]: the SSR\'s reads of every page type and the back end\'s CPU per read (./readCost.ts)',
    run: async (argv) => (await import('./readCost')).runReadCost(argv),
  },
  {
    flag: '--trace-cost',
    usage: '--trace-cost [--pages concerts] [--rounds 3] [--url …]: what Lighthouse\'s trace categories add to main.js\'s compile and evaluation on a cold first visit (./traceCost.ts)',
    run: async (argv) => (await import('./traceCost')).runTraceCostBench(argv),
  },
  {
    flag: '--long-tasks',
    usage: '--long-tasks [--pages …] [--url …] [--against URL] [--rounds 6] [--lantern]: a first visit\'s long tasks on a low-end phone\'s CPU (./longTasks.ts)',
    run: async (argv) => (await import('./longTasks')).runLongTasksBench(argv),
  },
  {
    flag: '--inp',
    usage: '--inp [--rounds 3] [--url …]: interaction latency on a low-end phone\'s CPU, during and after hydration (./interaction.ts)',
    run: async (argv) => (await import('./interaction')).runInteractionBench(argv),
  },
  {
    flag: '--lighthouse',
    usage: '--lighthouse [--mobile | --desktop] [--first | --returning] [--english] [--pages …] [--url …]: Lighthouse per page type; needs LIGHTHOUSE_BIN (./lighthouse.ts)',
    run: async (argv) => (await import('./lighthouse')).runLighthouseBench(argv),
  },
];

/** The default run's own flags; any other flag without a mode is refused, not taken for the default run. */
const DEFAULT_FLAGS = ['--js'];

export const USAGE = [
  'Usage: npm run bench [-- MODE [options]]',
  '',
  'Without a mode: cached views against nginx, uncached CPU per view, the overload run and the visitor JavaScript (./index.ts).',
  '  --js: the JavaScript sizes only',
  '',
  'Modes:',
  ...MODES.map((mode) => `  ${mode.usage}`),
  '',
  'Environment: BENCH_DATA_DIR (a seeded data directory to copy), BENCH_DURATION (s per load run, 10), BENCH_CPU_VIEWS (30), BENCH_OVERLOAD_S (60), NGINX_BIN, LIGHTHOUSE_BIN. docs/performance.md, "How to measure".',
].join('\n');

export type Choice = { kind: 'help' } | { kind: 'mode'; mode: Mode } | { kind: 'default' } | { kind: 'unknown'; flag: string };

/** What `argv` (the arguments after `--`) asks for: help, a mode, the default run, or an unknown first flag. */
export function chooseMode(argv: string[]): Choice {
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const mode = MODES.find((candidate) => argv.includes(candidate.flag));
  if (mode) return { kind: 'mode', mode };
  const unknown = argv.find((arg) => arg.startsWith('-') && !DEFAULT_FLAGS.includes(arg));
  return unknown ? { kind: 'unknown', flag: unknown } : { kind: 'default' };
}
