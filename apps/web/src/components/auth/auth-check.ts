/** Permission checks against authBtnList (case-insensitive, as the server compares). */
const norm = (s: string) => s.toLowerCase();

/** `auth`: the list contains the value. */
export function hasAuth(authBtnList: readonly string[], value: string): boolean {
  const v = norm(value);
  return authBtnList.some((b) => norm(b) === v);
}

/** `auths`: the list contains any of the values. */
export function hasAnyAuth(authBtnList: readonly string[], values: readonly string[]): boolean {
  return values.some((v) => hasAuth(authBtnList, v));
}

/** `auth-all`: the list contains every one of the values. */
export function hasAllAuth(authBtnList: readonly string[], values: readonly string[]): boolean {
  return values.every((v) => hasAuth(authBtnList, v));
}
