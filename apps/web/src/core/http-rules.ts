/** What the client does with one response (WIRE-CONTRACT §1.6), as a pure decision. */
export interface ResponseFacts {
  status: number;
  statusText: string;
  /** Lower-case header lookup. */
  header: (name: string) => string | null;
  /** Parsed JSON body, or the raw text/blob for non-JSON responses. */
  body: unknown;
}

export type ResponseOutcome = { kind: 'resolve'; value: unknown } | { kind: 'reject'; message: string; toast: boolean };

export interface ResponseDecision {
  outcome: ResponseOutcome;
  /** "Log out locally" must run (tokens removed, session cleared, page reloaded). */
  logout: boolean;
  /** A new token pair to store. */
  tokens: { accessToken: string; refreshToken: string } | null;
}

/** The seed's literal fallback text for HTTP errors. */
export const REQUEST_ERROR = 'Request Error.';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The envelope message as text: objects are shown as their JSON text. */
export function messageText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (message === null || message === undefined) return '';
  return JSON.stringify(message);
}

/** Applies the four rules of §1.6 in order. */
export function decideResponse(res: ResponseFacts): ResponseDecision {
  // 1. HTTP status
  if (res.status === 401) {
    return {
      outcome: { kind: 'reject', message: res.statusText || REQUEST_ERROR, toast: false },
      logout: true,
      tokens: null,
    };
  }
  if (res.status >= 400) {
    return {
      outcome: { kind: 'reject', message: res.statusText || REQUEST_ERROR, toast: true },
      logout: false,
      tokens: null,
    };
  }
  const body = res.body;
  // 2. errors field
  if (isRecord(body) && body.errors) {
    return {
      outcome: { kind: 'reject', message: JSON.stringify(body.errors), toast: true },
      logout: false,
      tokens: null,
    };
  }
  // 3. token headers
  let logout = false;
  let tokens: ResponseDecision['tokens'] = null;
  const access = res.header('access-token');
  const refresh = res.header('x-access-token');
  if (access === 'invalid_token') logout = true;
  else if (access && refresh && access !== 'undefined') tokens = { accessToken: access, refreshToken: refresh };
  // 4. envelope code
  if (!isRecord(body) || body.code === undefined || body.code === null) {
    return { outcome: { kind: 'resolve', value: body }, logout, tokens };
  }
  if (body.code === 401) {
    return { outcome: { kind: 'reject', message: messageText(body.message), toast: false }, logout: true, tokens };
  }
  if (body.code !== 200) {
    return { outcome: { kind: 'reject', message: messageText(body.message), toast: true }, logout, tokens };
  }
  return { outcome: { kind: 'resolve', value: body.result }, logout, tokens };
}
