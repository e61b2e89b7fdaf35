import { type RefCallback, useCallback, useRef } from 'react';
import { attachWave } from './wave';

/** Ref callback that gives an element the wave ripple (the seed's v-waves). */
export function useWave<T extends HTMLElement>(color?: string): RefCallback<T> {
  const detach = useRef<(() => void) | null>(null);
  return useCallback(
    (el: T | null) => {
      detach.current?.();
      detach.current = el ? attachWave(el, color) : null;
    },
    [color],
  );
}
