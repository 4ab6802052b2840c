/** scripts/bench/interaction.ts: of a slow interaction's input delay, the handlers of its earlier events. */
import { earlierHandlersOf } from '../../../scripts/bench/interaction';

const entry = (id: number, name: string, start: number, processingStart: number, processingEnd: number, duration = 100) => ({ id, name, start, processingStart, processingEnd, duration });

describe('earlierHandlersOf', () => {
  it('sums the handlers of the same tap that ran before the slowest entry’s own', () => {
    const pointerdown = entry(7, 'pointerdown', 1000, 1090, 1300, 320);
    const pointerup = entry(7, 'pointerup', 1050, 1310, 1315, 280);
    const click = entry(7, 'click', 1050, 1400, 1460, 600);
    const otherTap = entry(8, 'pointerdown', 900, 905, 990);
    expect(earlierHandlersOf([otherTap, pointerdown, pointerup, click], click)).toBe(210 + 5);
  });

  it('is 0 for an entry with nothing before it', () => {
    const pointerdown = entry(3, 'pointerdown', 1000, 1010, 1200, 300);
    const click = entry(3, 'click', 1100, 1250, 1260);
    expect(earlierHandlersOf([pointerdown, click], pointerdown)).toBe(0);
  });
});
