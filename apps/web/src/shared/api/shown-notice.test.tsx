import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shownNotice } from './shown-notice.ts';

describe('shownNotice', () => {
  it('shows its text and says so once, when it is first on screen, even under StrictMode and re-renders', () => {
    const onShown = vi.fn();
    const notice = shownNotice('Login expired or logged in elsewhere', onShown);
    expect(onShown).not.toHaveBeenCalled();
    const { rerender } = render(<StrictMode>{notice}</StrictMode>);
    expect(screen.getByText('Login expired or logged in elsewhere')).toBeTruthy();
    rerender(<StrictMode>{notice}</StrictMode>);
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
