import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, endGroup, HISTORY_LIMIT, record, redo, undo } from './history';

describe('history', () => {
  it('undoes and redoes changes in order', () => {
    let history = createHistory('a');
    history = record(history, 'b');
    history = record(history, 'c');
    expect(canUndo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    expect(canRedo(history)).toBe(true);
    history = redo(redo(history));
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
  });

  it('drops what could be redone when a new change is made', () => {
    let history = record(record(createHistory(1), 2), 3);
    history = record(undo(history), 4);
    expect(history.present).toBe(4);
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe(2);
  });

  it('makes one step of the changes of one group, until the group ends', () => {
    let history = createHistory(0);
    history = record(history, 1, 'drag-1');
    history = record(history, 2, 'drag-1');
    history = record(history, 3, 'drag-1');
    expect(history.past).toEqual([0]);
    history = endGroup(history);
    history = record(history, 4, 'drag-1');
    expect(history.past).toEqual([0, 3]);
    history = record(history, 5, 'drag-2');
    expect(history.past).toEqual([0, 3, 4]);
    expect(undo(undo(undo(history))).present).toBe(0);
  });

  it('ignores a change to the same state, and after an undo a group starts afresh', () => {
    const start = record(createHistory('a'), 'b', 'typing');
    expect(record(start, 'b')).toBe(start);
    const undone = undo(start);
    expect(record(undone, 'c', 'typing').past).toEqual(['a']);
  });

  it('keeps at most the last steps of the limit', () => {
    let history = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i += 1) history = record(history, i);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(20);
  });
});
