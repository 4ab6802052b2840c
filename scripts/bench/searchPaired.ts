/**
 * `npm run bench -- --search URL_A[@PID] --against URL_B[@PID] [--rounds 6] [--seconds 8] [--typed | --others]` (issue 41): the scale
 * bench's search run (./scale.ts: 12 words in turn, 10 at a time, wrk, 2 s warm-up) against two
 * running servers in turn, round by round, so that both meet the same machine: single runs minutes
 * apart on a shared machine differ by more than a change to the search's tail. Start each on the
 * same scaled database with every cache off (PAGE_CACHE_MB=0, ANSWER_CACHE_MB=0), e.g. one with
 * SEARCH_CONCURRENCY=64 (no gate) and one with the default. Prints p50, p99 and answers per round
 * and their medians. With `--typed`, the header search's suggestions instead (autocomplete, the words
 * as typed from two letters on); with `--others`, the first page of the group "others" of each word.
 *
 * With each server's process id (`URL@PID`), also the CPU milliseconds per answered search of the
 * server (`/proc`) and of PostgreSQL's processes (every `postgres` process: only the side being
 * loaded searches, so theirs is its database's work; 0 for a server on PGlite, whose database is in
 * its own process). Those move less between runs than the tail does: a change of a search's cost
 * shows in them first.
 */
import { parseArgs } from 'node:util';
import { median } from './median';
import { cpuMs, processesCpuMs, spentBetween } from './processStats';
import { searchLatency, type SearchAsked, type SearchLatency } from './scale';
import { serverSpec } from './serverSpec';

type Run = SearchLatency & { serverMs: number | null; postgresMs: number | null };

/** One measured run of `side`, with the CPU it cost the server and PostgreSQL when the server's pid is known. */
async function measured(side: { url: string; pid: number | null }, seconds: number, asked: SearchAsked): Promise<Run> {
  if (side.pid === null) return { ...(await searchLatency(side.url, seconds, asked)), serverMs: null, postgresMs: null };
  const pid = side.pid;
  let server = 0;
  let postgres = new Map<number, number>();
  const latency = await searchLatency(side.url, seconds, asked, () => {
    server = cpuMs(pid);
    postgres = processesCpuMs('postgres');
  });
  const answered = Math.max(1, latency.requests);
  return { ...latency, serverMs: (cpuMs(pid) - server) / answered, postgresMs: spentBetween(postgres, processesCpuMs('postgres')) / answered };
}

export async function runSearchPaired(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, strict: false, options: { search: { type: 'string' }, against: { type: 'string' }, rounds: { type: 'string', default: '6' }, seconds: { type: 'string', default: '8' }, typed: { type: 'boolean', default: false }, others: { type: 'boolean', default: false } } });
  const asked: SearchAsked = values.typed === true ? 'typed' : values.others === true ? 'others' : 'overview';
  const specs = [values.search, values.against];
  if (specs.some((spec) => typeof spec !== 'string')) throw new Error('--search URL_A[@PID] --against URL_B[@PID]: two running servers');
  const sides = specs.map((spec) => serverSpec(String(spec)));
  const urls = sides.map((side) => side.url);
  const rounds = Number(values.rounds) || 6;
  const seconds = Number(values.seconds) || 8;
  const runs: Run[][] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const [index, side] of sides.entries()) runs[index].push(await measured(side, seconds, asked));
    console.error(`bench --search: round ${round + 1} of ${rounds}`);
  }
  const row = (label: string, of: (run: Run) => number, digits: number) =>
    `| ${label} | ${runs.map((side) => side.map((run) => of(run).toFixed(digits)).join(', ')).join(' | ')} | ${runs.map((side) => median(side.map(of)).toFixed(digits)).join(' | ')} |`;
  const withCpu = sides.every((side) => side.pid !== null);
  console.log(
    [
      `${{ overview: 'Search overview', typed: 'Autocomplete', others: 'The group "others", first page' }[asked]}, 10 at a time, ${seconds} s per run after 2 s, ${rounds} rounds alternating: A ${urls[0]}, B ${urls[1]}`,
      '',
      '| | A per round | B per round | A median | B median |',
      '|---|---|---|---:|---:|',
      row('p50 ms', (run) => run.p50, 1),
      row('p99 ms', (run) => run.p99, 1),
      row('answered', (run) => run.requests, 0),
      row('failed', (run) => run.failed, 0),
      ...(withCpu
        ? [row('server CPU ms per search', (run) => run.serverMs ?? Number.NaN, 3), row('PostgreSQL CPU ms per search', (run) => run.postgresMs ?? Number.NaN, 3)]
        : []),
    ].join('\n'),
  );
}
