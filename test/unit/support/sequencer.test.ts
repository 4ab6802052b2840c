/** The order of the Jest run (test/support/sequencer.js): a lead of other files, then both kinds by share of time. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { interleave } = require('../../support/sequencer.js') as {
  interleave: <T>(others: T[], browser: T[], secondsOf: (test: T) => number, leadSeconds: number) => T[];
};

const seconds = (name: string) => Number(name.slice(1));

test('the lead runs first, then the kinds alternate by the share of their time; each keeps its order', () => {
  const others = ['o60', 'o50', 'o40', 'o30', 'o20', 'o10', 'o10', 'o10'];
  const browser = ['b100', 'b50', 'b30', 'b20'];
  const order = interleave(others, browser, seconds, 100);
  // the lead: other files until 100 s of them (60 + 50)
  expect(order.slice(0, 2)).toEqual(['o60', 'o50']);
  expect(order.filter((name) => name.startsWith('o'))).toEqual(others);
  expect(order.filter((name) => name.startsWith('b'))).toEqual(browser);
  // after it, whichever kind has run the smaller share of its own time (120 s of others, 200 s of browser files)
  expect(order.join(' ')).toBe('o60 o50 b100 o40 o30 b50 o20 b30 o10 o10 b20 o10');
});

test('one kind alone keeps its order', () => {
  expect(interleave([], ['b3', 'b2', 'b1'], seconds, 150)).toEqual(['b3', 'b2', 'b1']);
  expect(interleave(['o3', 'o2', 'o1'], [], seconds, 150)).toEqual(['o3', 'o2', 'o1']);
});

test('when the others are all lead, the browser files follow them', () => {
  expect(interleave(['o30', 'o20'], ['b10', 'b5'], seconds, 150)).toEqual(['o30', 'o20', 'b10', 'b5']);
});
