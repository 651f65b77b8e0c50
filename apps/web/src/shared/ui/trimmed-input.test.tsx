import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { trimText, TrimmedInput, TrimmedTextArea } from './trimmed-input.tsx';

function field(label = 'field') {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('trimText', () => {
  it('trims both ends, or only the start or the end', () => {
    expect(trimText('  a b  ')).toBe('a b');
    expect(trimText('  a b  ', 'start')).toBe('a b  ');
    expect(trimText('  a b  ', 'end')).toBe('  a b');
    expect(trimText('\u3000全角\u3000')).toBe('全角');
  });
});

describe('TrimmedInput (SPEC §5)', () => {
  it('keeps spaces while typing and trims both ends on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TrimmedInput aria-label="field" onChange={(e) => onChange(e.target.value)} />);
    await user.type(field(), '  Aurora Gems  ');
    expect(field().value).toBe('  Aurora Gems  ');
    await user.tab();
    expect(field().value).toBe('Aurora Gems');
    expect(onChange).toHaveBeenLastCalledWith('Aurora Gems');
  });

  it('trims only the start or only the end when asked', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TrimmedInput aria-label="start" trim="start" />
        <TrimmedInput aria-label="end" trim="end" />
      </>,
    );
    await user.type(field('start'), '  x  ');
    await user.type(field('end'), '  y  ');
    await user.tab();
    expect(field('start').value).toBe('x  ');
    expect(field('end').value).toBe('  y');
  });

  it('trims pasted text at once', async () => {
    const user = userEvent.setup();
    render(<TrimmedInput aria-label="field" />);
    await user.click(field());
    await user.paste('   buyer@example.com \n');
    expect(field().value).toBe('buyer@example.com');
    // The next keystroke is not trimmed by a paste flag left behind.
    await user.type(field(), ' ');
    expect(field().value).toBe('buyer@example.com ');
  });

  it('trims on every input in realtime mode', async () => {
    const user = userEvent.setup();
    render(<TrimmedInput aria-label="field" realtime />);
    await user.type(field(), ' 12 ');
    expect(field().value).toBe('12');
  });

  it('waits during IME composition and trims when it ends', () => {
    const onChange = vi.fn();
    render(<TrimmedInput aria-label="field" realtime onChange={(e) => onChange(e.target.value)} />);
    const input = field();
    fireEvent.compositionStart(input);
    // Pinyin being composed: the trailing space is part of the IME's work and must survive.
    fireEvent.change(input, { target: { value: 'zhu ' } });
    expect(input.value).toBe('zhu ');
    expect(onChange).toHaveBeenLastCalledWith('zhu ');
    fireEvent.change(input, { target: { value: ' 珠宝 ' } });
    expect(input.value).toBe(' 珠宝 ');
    fireEvent.compositionEnd(input);
    expect(input.value).toBe('珠宝');
    expect(onChange).toHaveBeenLastCalledWith('珠宝');
  });

  it('does not trim during composition even when the browser flags only the native event', () => {
    render(<TrimmedInput aria-label="field" realtime />);
    const input = field();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'a ');
    fireEvent(input, new InputEvent('input', { bubbles: true, isComposing: true }));
    expect(input.value).toBe('a ');
    // The same keystroke outside a composition is trimmed (so the check above is not vacuous).
    setValue.call(input, 'ab ');
    fireEvent(input, new InputEvent('input', { bubbles: true, isComposing: false }));
    expect(input.value).toBe('ab');
  });

  it('works as an antd Form control, including after a reset', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    let reset: () => void = () => undefined;
    function Harness() {
      const [form] = Form.useForm();
      reset = () => form.resetFields();
      return (
        <Form form={form} onFinish={onFinish}>
          <Form.Item name="company" label="Company">
            <TrimmedInput />
          </Form.Item>
          <Form.Item name="about" label="About">
            <TrimmedTextArea />
          </Form.Item>
          <Button htmlType="submit">Send</Button>
        </Form>
      );
    }
    render(<Harness />);
    await user.type(screen.getByLabelText('Company'), '  Aurora  ');
    await user.type(screen.getByLabelText('About'), '\n  Pearls and jade  \n');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ company: 'Aurora', about: 'Pearls and jade' }));
    act(() => reset());
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('About') as HTMLTextAreaElement).value).toBe('');
  });

  it('TrimmedTextArea trims on blur', async () => {
    const user = userEvent.setup();
    render(<TrimmedTextArea aria-label="field" />);
    await user.type(field(), '  line one\nline two  ');
    await user.tab();
    expect(field().value).toBe('line one\nline two');
  });
});
