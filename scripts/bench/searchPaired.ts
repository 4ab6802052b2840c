/**
 * `npm run bench -- --search URL_A --against URL_B [--rounds 6] [--seconds 8] [--typed | --others]` (issue 41): the scale
 * bench's search run (./scale.ts: 12 words in turn, 10 at a time, wrk, 2 s warm-up) against two
 * running servers in turn, round by round, so that both meet the same machine: single runs minutes
 * apart on a shared machine differ by more than a change to the search's tail. Start each on the
 * same scaled database with every cache off (PAGE_CACHE_MB=0, ANSWER_CACHE_MB=0), e.g. one with
 * SEARCH_CONCURRENCY=64 (no gate) and one with the default. Prints p50, p99 and answers per round
 * and their medians. With `--typed`, the header search's suggestions instead (autocomplete, the words
 * as typed from two letters on); with `--others`, the first page of the group "others" of each word.
 */
import { parseArgs } from 'node:util';
import { median } from './median';
import { searchLatency, type SearchAsked, type SearchLatency } from './scale';

export async function runSearchPaired(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, strict: false, options: { search: { type: 'string' }, against: { type: 'string' }, rounds: { type: 'string', default: '6' }, seconds: { type: 'string', default: '8' }, typed: { type: 'boolean', default: false }, others: { type: 'boolean', default: false } } });
  const asked: SearchAsked = values.typed === true ? 'typed' : values.others === true ? 'others' : 'overview';
  const urls = [values.search, values.against];
  if (urls.some((url) => typeof url !== 'string')) throw new Error('--search URL_A --against URL_B: two running servers');
  const rounds = Number(values.rounds) || 6;
  const seconds = Number(values.seconds) || 8;
  const runs: SearchLatency[][] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const [side, url] of urls.entries()) runs[side].push(await searchLatency(String(url), seconds, asked));
    console.error(`bench --search: round ${round + 1} of ${rounds}`);
  }
  const row = (label: string, of: (run: SearchLatency) => number, digits: number) =>
    `| ${label} | ${runs.map((side) => side.map((run) => of(run).toFixed(digits)).join(', ')).join(' | ')} | ${runs.map((side) => median(side.map(of)).toFixed(digits)).join(' | ')} |`;
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
    ].join('\n'),
  );
}
