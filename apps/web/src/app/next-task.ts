/**
 * Resolves in a new task of the browser's event loop (`scheduler.yield()` where Chrome has it, else a zero timeout):
 * whatever awaits it lets the browser paint and handle input first, and its work no longer adds to the task before.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
