import { UI_DEFAULTS } from '@gembourse/contracts/limits';

// What the app remembers of the images it has shown (SPEC §9 "Image cache: at most 200 entries, 3 attempts, 200 ms
// throttle"): an address that loaded is shown at once the next time (no lazy wait, so a list paged back to does not
// flash placeholders); one that failed its attempts shows the placeholder at once instead of being fetched again by
// every card that names it. Held in memory for the tab's life, least recently used first out.

export type ImageOutcome = 'loaded' | 'failed';

const { entries: MAX_ENTRIES, attempts: MAX_ATTEMPTS, throttleMs: RETRY_DELAY_MS } = UI_DEFAULTS.imageCache;

const memory = new Map<string, ImageOutcome>();

/** What is known of `src`, refreshing its place in the memory. */
export function recallImage(src: string): ImageOutcome | undefined {
  const outcome = memory.get(src);
  if (outcome) {
    memory.delete(src);
    memory.set(src, outcome);
  }
  return outcome;
}

/** Remembers how `src` ended; beyond MAX_ENTRIES the least recently used address is forgotten. */
export function rememberImage(src: string, outcome: ImageOutcome): void {
  memory.delete(src);
  memory.set(src, outcome);
  if (memory.size > MAX_ENTRIES) memory.delete(memory.keys().next().value!);
}

/** Whether a load that failed on attempt `attempt` (1-based) is tried again, and after how long. */
export function retryDelay(attempt: number): number | null {
  return attempt < MAX_ATTEMPTS ? RETRY_DELAY_MS : null;
}

/** Empties the memory (tests). */
export function forgetImages(): void {
  memory.clear();
}

/** How many addresses are remembered (tests). */
export const rememberedImages = (): number => memory.size;
