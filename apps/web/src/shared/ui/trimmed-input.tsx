import {
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CompositionEvent,
  type FocusEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import type { TextAreaProps, TextAreaRef } from 'antd/es/input/TextArea';

/** Which ends of the text are trimmed (SPEC §5: both ends, or only the start or the end). */
export type TrimMode = 'both' | 'start' | 'end';

/** Strips whitespace from the ends of `value` that `mode` names. */
export function trimText(value: string, mode: TrimMode = 'both'): string {
  if (mode === 'start') return value.trimStart();
  if (mode === 'end') return value.trimEnd();
  return value.trim();
}

interface TrimOptions {
  /** Ends to trim; default both. */
  trim?: TrimMode;
  /**
   * Also trim on every keystroke. Meant for values without inner spaces (e-mail, codes, phone numbers) or for
   * `trim="start"`: trimming the end while typing would swallow the space between two words.
   */
  realtime?: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

interface FieldHandlers<E extends Field> {
  value?: string | null;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  onPaste?: (event: ClipboardEvent<E>) => void;
  onCompositionStart?: (event: CompositionEvent<E>) => void;
  onCompositionEnd?: (event: CompositionEvent<E>) => void;
}

/** A change event like `event` whose target carries `value` (the shape antd Form and plain handlers read). */
function changeEventWith<E extends Field>(event: SyntheticEvent<E>, value: string): ChangeEvent<E> {
  const element = event.currentTarget ?? (event.target as E);
  const target = element.cloneNode(true) as E;
  target.value = value;
  return Object.create(event, { target: { value: target }, currentTarget: { value: target } }) as ChangeEvent<E>;
}

function isComposingEvent(event: SyntheticEvent): boolean {
  return Boolean((event.nativeEvent as InputEvent | undefined)?.isComposing);
}

/**
 * The trimming rules of SPEC §5 as input handlers: trim on blur, on paste, and on input when `realtime` is on,
 * never while an IME composition is open (trimming then would cut a Chinese word the user is still choosing).
 * Works controlled (antd Form passes value/onChange) and uncontrolled.
 */
function useTrimming<E extends Field>(props: FieldHandlers<E> & TrimOptions) {
  const { trim = 'both', realtime = false } = props;
  const composing = useRef(false);
  const pasted = useRef(false);
  // Controlled when the caller passes `value` at all (antd Form always does, possibly undefined after a reset).
  const controlled = 'value' in props;
  const [inner, setInner] = useState(props.defaultValue ?? '');
  const value = controlled ? (props.value ?? '') : inner;

  const emit = (event: SyntheticEvent<E>, next: string) => {
    if (!controlled) setInner(next);
    props.onChange?.(changeEventWith(event, next));
  };

  return {
    value,
    onChange: (event: ChangeEvent<E>) => {
      const raw = event.target.value;
      const wantsTrim = realtime || pasted.current;
      pasted.current = false;
      const next = wantsTrim && !composing.current && !isComposingEvent(event) ? trimText(raw, trim) : raw;
      if (next === raw) {
        if (!controlled) setInner(raw);
        props.onChange?.(event);
      } else {
        emit(event, next);
      }
    },
    onPaste: (event: ClipboardEvent<E>) => {
      pasted.current = true;
      // The pasted text arrives with the input event that follows in the same task; a paste that changes
      // nothing must not leave the flag up for the next keystroke.
      setTimeout(() => {
        pasted.current = false;
      }, 0);
      props.onPaste?.(event);
    },
    onCompositionStart: (event: CompositionEvent<E>) => {
      composing.current = true;
      props.onCompositionStart?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<E>) => {
      composing.current = false;
      props.onCompositionEnd?.(event);
      if (!realtime) return;
      const raw = event.currentTarget.value;
      const next = trimText(raw, trim);
      if (next !== raw) emit(event, next);
    },
    onBlur: (event: FocusEvent<E>) => {
      composing.current = false;
      const raw = event.currentTarget.value;
      const next = trimText(raw, trim);
      if (next !== raw) emit(event, next);
      props.onBlur?.(event);
    },
  };
}

export type TrimmedInputProps = Omit<InputProps, 'value' | 'defaultValue'> &
  TrimOptions & { value?: string | null; defaultValue?: string; ref?: Ref<InputRef> };

/** antd Input that trims its value (SPEC §5); a drop-in Form control. */
export function TrimmedInput(props: TrimmedInputProps) {
  // The trimming handlers (spread last) replace value, onChange, onBlur, onPaste and the composition handlers.
  const { trim: _trim, realtime: _realtime, defaultValue: _defaultValue, ref, ...rest } = props;
  return <Input ref={ref} {...rest} {...useTrimming<HTMLInputElement>(props)} />;
}

export type TrimmedTextAreaProps = Omit<TextAreaProps, 'value' | 'defaultValue'> &
  TrimOptions & { value?: string | null; defaultValue?: string; ref?: Ref<TextAreaRef> };

/** antd TextArea that trims its value (SPEC §5); a drop-in Form control. */
export function TrimmedTextArea(props: TrimmedTextAreaProps) {
  // The trimming handlers (spread last) replace value, onChange, onBlur, onPaste and the composition handlers.
  const { trim: _trim, realtime: _realtime, defaultValue: _defaultValue, ref, ...rest } = props;
  return <Input.TextArea ref={ref} {...rest} {...useTrimming<HTMLTextAreaElement>(props)} />;
}
