import { createElement, useEffect, type ReactElement } from 'react';

interface ShownProps {
  children: string;
  onShown: () => void;
}

/** The notice's text; tells its owner once it is on screen (its first commit). */
function Shown({ children, onShown }: ShownProps) {
  // onShown is called once: the notice may re-render (a theme change) or mount twice under StrictMode.
  useEffect(onShown, []); // eslint-disable-line react-hooks/exhaustive-deps
  return children;
}

/**
 * A notice's content that reports when the visitor can see it. A countdown tied to a notice ("logged out 300 ms after
 * the notice", SPEC §8) starts there, not when the notice was asked for: on a busy machine antd shows it a frame or
 * several later, and the visitor would see the notice for less than the promised time.
 */
export function shownNotice(text: string, onShown: () => void): ReactElement<ShownProps> {
  let told = false;
  return createElement(Shown, {
    children: text,
    onShown: () => {
      if (told) return;
      told = true;
      onShown();
    },
  });
}
