/** Pure helpers of the editor: section tree changes keep what did not change, reorder payloads, the edit query. */
import { withQuery } from '../../../client/editor/query';
import { columnIds, dropPosition, findModule, keyboardStep, moveBy, placeChildren, placeColumns, reconcile, replayMove, withModule, withoutModule } from '../../../client/editor/sectionTree';
import type { ContainerSection, ModuleNode } from '../../../shared/contract/pages';

const node = (id: number, column: number, order: number, extra: Partial<ModuleNode> = {}): ModuleNode => ({ id, model: 'headline', section: 1, parent: null, column, order, data: { content: `m${id}` }, children: [], ...extra });
const faq = node(3, 1, 0, { model: 'faq', children: [node(4, 1, 0, { model: 'faq-item', parent: 3 }), node(5, 1, 1, { model: 'faq-item', parent: 3 })] });
const section: ContainerSection = { id: 1, slug: 's', locale: 'de', content_type: 'page', object_id: 7, parent: null, layout: 3, order: 0, modules: [node(1, 0, 0), node(2, 0, 1), faq] };

describe('section tree', () => {
  it('finds top-level modules and children', () => {
    expect(findModule(section, 2)?.id).toBe(2);
    expect(findModule(section, 5)?.parent).toBe(3);
    expect(findModule(section, 99)).toBeNull();
  });

  it('replaces or adds a module and keeps the others identical', () => {
    const changed = withModule(section, { ...node(2, 0, 1), data: { content: 'neu' } });
    expect(changed.modules[1].data.content).toBe('neu');
    expect(changed.modules[0]).toBe(section.modules[0]);
    expect(changed.modules[2]).toBe(faq);
    const child = withModule(section, node(6, 1, 2, { model: 'faq-item', parent: 3 }));
    expect(child.modules[2].children.map((c) => c.id)).toEqual([4, 5, 6]);
    expect(child.modules[0]).toBe(section.modules[0]);
  });

  it('removes a module with its children, or a child', () => {
    expect(withoutModule(section, 3).modules.map((m) => m.id)).toEqual([1, 2]);
    expect(withoutModule(section, 4).modules[2].children.map((c) => c.id)).toEqual([5]);
  });

  it('reconciles a server answer with what is shown: equal modules keep their identity', () => {
    const answer = JSON.parse(JSON.stringify(section)) as ContainerSection;
    answer.modules[0].data = { content: 'anders' };
    const merged = reconcile(section, answer);
    expect(merged.modules[0]).not.toBe(section.modules[0]);
    expect(merged.modules[1]).toBe(section.modules[1]);
    expect(merged.modules[2]).toBe(faq);
    expect(reconcile(section, JSON.parse(JSON.stringify(section)) as ContainerSection)).toBe(section);
  });

  it('builds the reorder payload of columns; children follow their parent\'s column', () => {
    expect(columnIds(section, 2)).toEqual([[1, 2], [3]]);
    const { items, section: moved } = placeColumns(section, [[2], [3, 1]]);
    expect(items).toEqual([
      { id: 2, column: 0, order: 0 },
      { id: 3, column: 1, order: 0 },
      { id: 1, column: 1, order: 1 },
    ]);
    expect(moved.modules.map((m) => [m.id, m.column, m.order])).toEqual([[2, 0, 0], [3, 1, 0], [1, 1, 1]]);
    expect(moved.modules[1]).toBe(faq); // unchanged place, same object
    const { section: across } = placeColumns(section, [[3, 1, 2], []]);
    expect(across.modules.find((m) => m.id === 3)!.children.every((c) => c.column === 0)).toBe(true);
  });

  it('reorders a list\'s children', () => {
    const { items, section: moved } = placeChildren(section, faq, [5, 4]);
    expect(items).toEqual([
      { id: 5, column: 1, order: 0, parent: 3 },
      { id: 4, column: 1, order: 1, parent: 3 },
    ]);
    expect(moved.modules[2].children.map((c) => c.id)).toEqual([5, 4]);
  });

  it('moves an item up or down, not past the ends', () => {
    expect(moveBy([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('replays one editor\'s move onto the order there is now, keeping another editor\'s move (issue 45 item 10)', () => {
    // I saw [1, 2, 3] and moved 1 down after 2; meanwhile the other editor put 3 first
    expect(replayMove([[3, 1, 2]], [[2, 1, 3]], 1)).toEqual([[3, 2, 1]]);
    // moved to the top: first
    expect(replayMove([[3, 1, 2]], [[2, 1, 3]], 2)).toEqual([[2, 3, 1]]);
    expect(replayMove([[4, 2, 3]], [[3, 2, 4]], 3)).toEqual([[3, 4, 2]]);
    // into another column, after its new neighbour; the other columns as they are now
    expect(replayMove([[5, 1], [2, 3]], [[1], [2, 5, 3]], 5)).toEqual([[1], [2, 5, 3]]);
    // its neighbour gone meanwhile: after the nearest one still there
    expect(replayMove([[1, 3, 4]], [[1, 2, 4, 3]], 4)).toEqual([[1, 4, 3]]);
    // the module deleted meanwhile: nothing to apply
    expect(replayMove([[2, 3]], [[2, 1, 3]], 1)).toEqual([[2, 3]]);
  });
});

describe('edit-mode query', () => {
  it('writes bare flags without =, removes and sets parameters', () => {
    expect(withQuery('?edit&v=3', { v: null })).toBe('?edit');
    expect(withQuery('?edit', { edit: null })).toBe('');
    expect(withQuery('?a=1', { v: '4', edit: '' })).toBe('?a=1&v=4&edit');
  });
});

describe('keyboard moves of a picked-up module', () => {
  const columns = [[1, 2, 3, 4], [5, 6]];

  it('go exactly one place per arrow key, within the column, and stop at its ends', () => {
    expect(keyboardStep(columns, 1, 1)).toBe(2);
    expect(keyboardStep(columns, 2, 1)).toBe(3);
    expect(keyboardStep(columns, 3, -1)).toBe(2);
    expect(keyboardStep(columns, 4, 1)).toBeNull();
    expect(keyboardStep(columns, 5, -1)).toBeNull();
    // over a column's empty end: up goes to its last module
    expect(keyboardStep(columns, 'column-1', -1)).toBe(6);
    expect(keyboardStep(columns, 'column-1', 1)).toBeNull();
  });

  it('announce the position the module lands at, as the drop places it', () => {
    // module 1 over module 2 lands second, over module 3 third; module 4 over module 1 lands first
    expect(dropPosition(columns, 1, 2)).toEqual({ column: 1, position: 2 });
    expect(dropPosition(columns, 1, 3)).toEqual({ column: 1, position: 3 });
    expect(dropPosition(columns, 4, 1)).toEqual({ column: 1, position: 1 });
    // over itself: where it is
    expect(dropPosition(columns, 6, 6)).toEqual({ column: 2, position: 2 });
    // another column: before the module it is over, or at the end of the column
    expect(dropPosition(columns, 2, 6)).toEqual({ column: 2, position: 2 });
    expect(dropPosition(columns, 2, 'column-1')).toEqual({ column: 2, position: 3 });
    expect(dropPosition(columns, 6, 'column-1')).toEqual({ column: 2, position: 2 });
  });
});
