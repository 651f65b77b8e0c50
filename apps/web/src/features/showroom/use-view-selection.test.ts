import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useViewSelection } from './use-view-selection.ts';

describe('the batch selection of a showroom list', () => {
  it('keeps the ticked rows of the view on screen, drops them on another view, and never holds a row out of sight', () => {
    const { result, rerender } = renderHook(({ view, rows }) => useViewSelection(view, rows), {
      initialProps: { view: 'page 1', rows: [1, 2, 3] as number[] | undefined },
    });
    act(() => result.current.select([1, 2]));
    expect(result.current.selected).toEqual([1, 2]);
    // The same view answered again (a refresh): still ticked.
    rerender({ view: 'page 1', rows: [1, 2, 3] });
    expect(result.current.selected).toEqual([1, 2]);
    // Ticked while the previous page stood in, and the new answer does not hold row 2: only what is shown counts.
    rerender({ view: 'page 1', rows: [1, 3] });
    expect(result.current.selected).toEqual([1]);
    // Another page, filter or sort: nothing ticked there.
    rerender({ view: 'page 2', rows: [1, 2, 3] });
    expect(result.current.selected).toEqual([]);
    act(() => result.current.select([3]));
    expect(result.current.selected).toEqual([3]);
    act(() => result.current.clear());
    expect(result.current.selected).toEqual([]);
    rerender({ view: 'page 2', rows: undefined });
    expect(result.current.selected).toEqual([]);
  });
});
