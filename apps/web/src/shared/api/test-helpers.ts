import { isValidElement, type ReactElement } from 'react';
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

type Content = string | ReactElement<{ children: string; onShown?: () => void }> | undefined;

function contentOf(spy: ReturnType<typeof vi.fn>, call: number): Content {
  const arg = spy.mock.calls[call]?.[0] as unknown;
  if (typeof arg === 'string') return arg;
  return (arg as { content?: Content } | undefined)?.content;
}

/**
 * The text of the n-th call of a message spy, whether it was called with a string, a config object or a notice that
 * reports when it is shown (shown-notice.ts).
 */
export function shownText(spy: ReturnType<typeof vi.fn>, call = 0): string | undefined {
  const content = contentOf(spy, call);
  return isValidElement(content) ? content.props.children : content;
}

/** Puts the n-th notice of a message spy on screen, as antd would: what waits for it being seen starts now. */
export function noticeAppears(spy: ReturnType<typeof vi.fn>, call = 0): void {
  const content = contentOf(spy, call);
  if (isValidElement(content)) content.props.onShown?.();
}
