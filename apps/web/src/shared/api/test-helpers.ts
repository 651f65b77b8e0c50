import { vi } from 'vitest';
import { setUiBridge, type UiBridge } from './ui-bridge.ts';

/** Installs a UI bridge of spies and returns it, so tests can assert what the user would have seen. */
export function installUiSpies() {
  const dialog = { destroy: vi.fn(), update: vi.fn() };
  const spies = {
    message: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() },
    modal: {
      error: vi.fn((_config: Record<string, unknown>) => dialog),
      warning: vi.fn((_config: Record<string, unknown>) => dialog),
      confirm: vi.fn((_config: Record<string, unknown>) => dialog),
    },
    notification: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() },
    dialog,
  };
  setUiBridge(spies as unknown as UiBridge);
  return spies;
}

/** The text of the n-th call of a message spy, whether it was called with a string or a config object. */
export function shownText(spy: ReturnType<typeof vi.fn>, call = 0): string | undefined {
  const arg = spy.mock.calls[call]?.[0] as unknown;
  if (typeof arg === 'string') return arg;
  return (arg as { content?: string } | undefined)?.content;
}
