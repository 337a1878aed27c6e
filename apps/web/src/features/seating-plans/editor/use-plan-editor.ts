import { useCallback, useMemo, useState } from 'react';
import type { SeatingLayout } from '@stagedoor/contracts';
import { createHistory, endGroup, record, redo as redoStep, undo as undoStep, type History } from '../history';
import { EMPTY_SELECTION, type Selection } from '../selection';

export type SelectMode = 'replace' | 'add' | 'toggle';

/**
 * The editor's state: the layout being drawn with its undo history, and the selection. Changes take the layout
 * they apply to, so a drag can redraw from where it started; `group` merges the steps of one gesture.
 */
export function usePlanEditor(initial: SeatingLayout) {
  const [history, setHistory] = useState<History<SeatingLayout>>(() => createHistory(initial));
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);

  const change = useCallback((update: (layout: SeatingLayout) => SeatingLayout, group: string | null = null) => {
    setHistory((current) => record(current, update(current.present), group));
  }, []);

  const select = useCallback((keys: Iterable<string>, mode: SelectMode = 'replace') => {
    setHistory(endGroup);
    setSelection((current) => {
      const list = [...keys];
      if (mode === 'replace') return new Set(list);
      const next = new Set(current);
      const all = list.length > 0 && list.every((key) => next.has(key));
      for (const key of list) {
        if (mode === 'toggle' && all) next.delete(key);
        else next.add(key);
      }
      return next;
    });
  }, []);

  const undo = useCallback(() => setHistory(undoStep), []);
  const redo = useCallback(() => setHistory(redoStep), []);

  return useMemo(
    () => ({ history, layout: history.present, selection, change, select, undo, redo }),
    [history, selection, change, select, undo, redo],
  );
}

export type PlanEditorState = ReturnType<typeof usePlanEditor>;
