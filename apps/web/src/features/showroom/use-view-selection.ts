import { useState } from 'react';

/**
 * The rows ticked for a batch action, kept only for the view they were ticked in and only while they are on screen.
 * `view` names the list's query (page, filters, sort, search): another view starts with nothing ticked. `onScreen`
 * is the ids of the rows shown: while a new page loads the previous one stands in, and a row ticked then that the
 * new answer does not hold is dropped, so a batch never acts on a row the user cannot see.
 */
export function useViewSelection(view: string, onScreen: readonly number[] | undefined) {
  const [selection, setSelection] = useState<{ view: string; ids: number[] }>({ view, ids: [] });
  const shown = new Set(onScreen ?? []);
  const selected = selection.view === view ? selection.ids.filter((id) => shown.has(id)) : [];
  return {
    selected,
    select: (ids: number[]) => setSelection({ view, ids }),
    clear: () => setSelection({ view, ids: [] }),
  };
}
