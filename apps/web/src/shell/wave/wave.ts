/** Wave ripple timing of the seed: 750 ms in all, fading from 450 ms. */
export const WAVE_DURATION_MS = 750;
export const WAVE_FADE_AT_MS = 450;

/** Ripple geometry for a click at (x, y) inside a box: centre and diameter covering the box. */
export function rippleGeometry(box: { width: number; height: number }, x: number, y: number) {
  const size =
    2 *
    Math.max(
      Math.hypot(x, y),
      Math.hypot(box.width - x, y),
      Math.hypot(x, box.height - y),
      Math.hypot(box.width - x, box.height - y),
    );
  return { size, left: x - size / 2, top: y - size / 2 };
}

/** Adds the ripple to an element; returns a function that removes the listener. */
export function attachWave(el: HTMLElement, color = 'rgba(255, 255, 255, 0.35)'): () => void {
  const onDown = (e: PointerEvent) => {
    const rect = el.getBoundingClientRect();
    const g = rippleGeometry(rect, e.clientX - rect.left, e.clientY - rect.top);
    const ripple = document.createElement('span');
    ripple.className = 'wave-ripple';
    Object.assign(ripple.style, {
      width: `${g.size}px`,
      height: `${g.size}px`,
      left: `${g.left}px`,
      top: `${g.top}px`,
      background: color,
      transition: `transform ${WAVE_DURATION_MS}ms cubic-bezier(0.25, 0.8, 0.25, 1), opacity ${WAVE_DURATION_MS - WAVE_FADE_AT_MS}ms ease-out`,
    });
    if (getComputedStyle(el).position === 'static') el.style.position = 'relative';
    el.style.overflow = 'hidden';
    el.appendChild(ripple);
    requestAnimationFrame(() => {
      ripple.style.transform = 'scale(1)';
    });
    window.setTimeout(() => {
      ripple.style.opacity = '0';
    }, WAVE_FADE_AT_MS);
    window.setTimeout(() => ripple.remove(), WAVE_DURATION_MS + 50);
  };
  el.addEventListener('pointerdown', onDown);
  return () => el.removeEventListener('pointerdown', onDown);
}
