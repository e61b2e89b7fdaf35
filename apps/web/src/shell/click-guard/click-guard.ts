/** Re-click guard delays of the seed: 500 ms by default, a second guard of 2000 ms. */
export const CLICK_GUARD_MS = 500;
export const CLICK_GUARD_LONG_MS = 2000;

/** A guard that lets one click through, then refuses clicks for `delay` ms. */
export function createClickGuard(delay: number = CLICK_GUARD_MS): (now?: number) => boolean {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return (now: number = Date.now()) => {
    if (now < lockedUntil) return false;
    lockedUntil = now + delay;
    return true;
  };
}
