import { Button, type ButtonProps } from 'antd';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { CLICK_GUARD_MS } from './click-guard';

/** Disables a handler's button for `delay` ms after a click (the seed's re-click guard). */
export function useClickGuard(delay: number = CLICK_GUARD_MS): {
  disabled: boolean;
  guard: <E>(fn?: (e: E) => void) => (e: E) => void;
} {
  const [disabled, setDisabled] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    disabled,
    guard: (fn) => (e) => {
      if (disabled) return;
      setDisabled(true);
      timer.current = window.setTimeout(() => setDisabled(false), delay);
      fn?.(e);
    },
  };
}

/** antd Button with the re-click guard: 500 ms by default, `delay={2000}` for the long guard. */
export function GuardedButton({
  delay = CLICK_GUARD_MS,
  onClick,
  disabled,
  ...rest
}: ButtonProps & { delay?: number }) {
  const g = useClickGuard(delay);
  return (
    <Button
      {...rest}
      disabled={disabled || g.disabled}
      onClick={g.guard<MouseEvent<HTMLElement>>(onClick ?? undefined)}
    />
  );
}
