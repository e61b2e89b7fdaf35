/** Decodes a base64url segment the way WIRE-CONTRACT §2.2 describes (no signature check). */
function decodeSegment(segment: string): string {
  let b64 = segment.replace(/_/g, '/').replace(/-/g, '+');
  while (b64.length % 4 !== 0) b64 += '=';
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a compact JWT, or null when the token is not one. */
export function decodeJwt(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(decodeSegment(parts[1]));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's `exp` in seconds since the epoch, or null. */
export function jwtExp(token: string | null | undefined): number | null {
  const exp = decodeJwt(token)?.exp;
  if (typeof exp === 'number') return exp;
  if (typeof exp === 'string' && /^\d+$/.test(exp)) return Number(exp);
  return null;
}

/** True when the client believes the access token has expired (`now >= exp * 1000`). */
export function isJwtExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const exp = jwtExp(token);
  return exp !== null && now >= exp * 1000;
}
