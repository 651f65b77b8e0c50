import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClampedText, OneLineText } from './clamped-text.tsx';

describe('the text kit (SPEC §9 text components)', () => {
  it("shows '--' for an empty value, blank text included", () => {
    render(
      <>
        <OneLineText value={null} />
        <ClampedText value="   " />
      </>,
    );
    expect(screen.getAllByText('--')).toHaveLength(2);
  });

  it('shows the text itself when there is one', () => {
    render(<OneLineText value="Aurora Gems & Jewellery Ltd." />);
    expect(screen.getByText('Aurora Gems & Jewellery Ltd.')).toBeTruthy();
  });
  // The clamp and its expand link need layout (antd measures the text): checked in Chromium, not in jsdom.
});
