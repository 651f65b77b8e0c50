import { vi } from 'vitest';

/** A MediaQueryList stand-in (jsdom has none; antd's breakpoints read it). */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Answers min-/max-width media queries as a screen `width` px wide would (default: a 1440 px desktop). */
export function stubScreenWidth(width = 1440): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return mediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
  });
}
