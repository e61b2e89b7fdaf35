/**
 * The seed's lock-screen rule: the result is true when lockScreenTime > 1 while locking is on,
 * or lockScreenTime ≥ 0 otherwise. While it is false the lock screen has taken over: the main
 * content and the settings drawer are hidden (so a reload while locked shows nothing else).
 */
export function lockScreenRule(isLockScreen: boolean, lockScreenTime: number): boolean {
  return isLockScreen ? lockScreenTime > 1 : lockScreenTime >= 0;
}

/** The lock screen itself shows exactly when the rule hides the content. */
export function isScreenLocked(isLockScreen: boolean, lockScreenTime: number): boolean {
  return !lockScreenRule(isLockScreen, lockScreenTime);
}
