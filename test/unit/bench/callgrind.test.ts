/** scripts/bench/callgrind.ts: a callgrind dump's instructions, summed from its functions' own costs. */
import { selfInstructions } from '../../../scripts/bench/callgrind';

// A dump as callgrind writes it after `-z` and `-d`: compressed names, relative positions, a call
// whose cost (its callee's included) follows the `calls=` line, and a summary still counting what
// came before the counters were zeroed.
const dump = `# callgrind format
version: 1
creator: callgrind-3.19.0
pid: 4242
cmd:  node build/server/index.js
part: 2

desc: I1 cache:
desc: Timerange: Basic block 100 - 200
desc: Trigger: Client Request: dump

positions: line
events: Ir
summary: 999999

ob=(1) /usr/bin/node
fl=(1) ???
fn=(1) main
0 100
cfl=(1)
cfn=(2) write
calls=3 0
0 450
+2 20
fn=(2)
0 400
* 50
fn=(3) 0x0000000012345678
-1 7

totals: 999999
`;

test('the functions’ own costs are summed, without the calls’ inclusive costs or the stale summary', () => {
  expect(selfInstructions(dump)).toBe(100 + 20 + 400 + 50 + 7);
});

test('with instruction and line positions and two events, Ir is read after both positions', () => {
  const twoPositions = 'positions: instr line\nevents: Dr Ir\nfn=(1) f\n0x10 3 5 11\n+4 * 2 13\ncalls=1 0x20 4\n0x10 3 0 1000\n';
  expect(selfInstructions(twoPositions)).toBe(11 + 13);
});
