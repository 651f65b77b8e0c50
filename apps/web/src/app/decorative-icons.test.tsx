import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { SearchOutlined, GlobalOutlined } from '@ant-design/icons';
import { watchDecorativeIcons } from './decorative-icons.ts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('antd icons and screen readers (issue 9, item 12)', () => {
  it('hides icons that only carry their English name, so a button is named by its own text', async () => {
    stop = watchDecorativeIcons();
    render(
      <div>
        <Button icon={<SearchOutlined />}>搜索</Button>
        <GlobalOutlined aria-label="语言" />
      </div>,
    );
    expect(await screen.findByRole('button', { name: '搜索' })).toBeTruthy();
    // An icon with a label of ours keeps it (the viewer's language).
    expect(screen.getByRole('img', { name: '语言' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[aria-label="search"]')).toBeNull());
  });
});
