/**
 * Undo and redo over immutable states. A change may name a `group`: a change of the same group as the one before
 * it (the steps of one drag, the keystrokes in one field) replaces it instead of adding a step, so one undo takes
 * back the whole gesture.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The group of the last change, while changes of that group keep coming. */
  group: string | null;
}

export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], group: null };
}

export function record<T>(history: History<T>, next: T, group: string | null = null): History<T> {
  if (next === history.present) return history;
  if (group !== null && group === history.group) return { ...history, present: next, future: [] };
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], group };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], group: null };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, group: null };
}

/** Ends the running group: the next change is a step of its own. */
export function endGroup<T>(history: History<T>): History<T> {
  return history.group === null ? history : { ...history, group: null };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
