import { decideResponse, REQUEST_ERROR } from './http-rules';
import { currentLanguage, i18n } from './i18n';
import { toastError } from './feedback';
import { isJwtExpired } from './jwt';
import { getAccessToken, getRefreshToken, logoutLocally, setTokenPair } from './token';

/** Base path of every call; from the runtime environment (empty: same origin). */
export const API_BASE = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

export interface RequestConfig {
  method: 'GET' | 'POST';
  /** Path such as `/api/sysAuth/userInfo`. */
  url: string;
  /** Query parameters; null and undefined values are left out. */
  params?: Record<string, unknown>;
  /** JSON body (POST). */
  data?: unknown;
  /** Suppress error toasts (the promise still rejects). */
  silent?: boolean;
}

/** Rejection of a call: `message` is what the user was (or would have been) shown. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: 'http' | 'envelope' | 'network' | 'setup',
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function buildUrl(url: string, params?: Record<string, unknown>): string {
  const full = /^https?:\/\//.test(url) ? url : `${API_BASE}${url}`;
  if (!params) return full;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value) search.append(key, String(v));
    } else search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = search.toString();
  return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
}

function buildInit(config: RequestConfig): RequestInit {
  const headers = new Headers({ 'Accept-Language': currentLanguage(), Accept: 'application/json, */*' });
  const access = getAccessToken();
  if (access) {
    headers.set('Authorization', `Bearer ${access}`);
    const refresh = getRefreshToken();
    if (refresh && isJwtExpired(access)) headers.set('X-Authorization', `Bearer ${refresh}`);
  }
  const init: RequestInit = { method: config.method, headers, credentials: 'same-origin' };
  if (config.data !== undefined) {
    if (config.data instanceof FormData) init.body = config.data;
    else {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(config.data);
    }
  }
  return init;
}

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 204) return null;
  if (type.includes('json')) {
    const text = await res.text();
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type.startsWith('text/')) return res.text();
  return res.blob();
}

/**
 * One call to the server, implementing WIRE-CONTRACT §1.6 in order. Resolves with the envelope's
 * `result` (or the raw body when it has no `code`); rejects with an HttpError after showing the
 * error toast (unless `silent`).
 */
export async function request<T>(config: RequestConfig): Promise<T> {
  const fail = (message: string, code: HttpError['code'], toast: boolean): never => {
    if (toast && !config.silent) toastError(message);
    throw new HttpError(message, code);
  };

  let url: string;
  let init: RequestInit;
  try {
    url = buildUrl(config.url, config.params);
    init = buildInit(config);
  } catch (e) {
    return fail(i18n.t('common:http.setupFailed', { message: (e as Error).message }), 'setup', true);
  }

  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (e) {
    const aborted = (e as Error).name === 'AbortError' || (e as Error).name === 'TimeoutError';
    return fail(i18n.t(aborted ? 'common:http.timeout' : 'common:http.networkError'), 'network', true);
  }

  const body = res.status >= 400 ? null : await readBody(res);
  const decision = decideResponse({
    status: res.status,
    statusText: res.statusText,
    header: (name) => res.headers.get(name),
    body,
  });
  if (decision.tokens) setTokenPair(decision.tokens.accessToken, decision.tokens.refreshToken);
  if (decision.logout) logoutLocally();
  const { outcome } = decision;
  if (outcome.kind === 'resolve') return outcome.value as T;
  const text = outcome.message === REQUEST_ERROR ? i18n.t('common:http.requestError') : outcome.message;
  return fail(text, res.status >= 400 ? 'http' : 'envelope', outcome.toast);
}

/** GET shorthand. */
export const get = <T>(url: string, params?: Record<string, unknown>): Promise<T> =>
  request<T>({ method: 'GET', url, params });

/** POST shorthand (JSON body). */
export const post = <T>(url: string, data?: unknown, params?: Record<string, unknown>): Promise<T> =>
  request<T>({ method: 'POST', url, data, params });

/**
 * Throws before sending when a required parameter is null or undefined (the generated client's
 * checks, WIRE-CONTRACT §1.6). The thrown error is shown as a request-setup failure.
 */
export function requireParam(name: string, value: unknown): void {
  if (value === null || value === undefined) {
    const text = i18n.t('common:http.requiredParam', { name });
    toastError(i18n.t('common:http.setupFailed', { message: text }));
    throw new HttpError(text, 'setup');
  }
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the server answers with (exports, attachments): the browser saves it under the server's
 * name. A JSON answer is an envelope error and is shown like any other call's error.
 */
export async function download(config: RequestConfig & { fallbackName: string }): Promise<void> {
  let res: Response;
  try {
    res = await fetch(buildUrl(config.url, config.params), buildInit(config));
  } catch {
    toastError(i18n.t('common:http.networkError'));
    throw new HttpError(i18n.t('common:http.networkError'), 'network');
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 400 || type.includes('json')) {
    // Not a file: let the envelope rules decide (401 logs out, an error code shows its message).
    const body = res.status >= 400 ? null : await readBody(res);
    const decision = decideResponse({
      status: res.status,
      statusText: res.statusText,
      header: (name) => res.headers.get(name),
      body,
    });
    if (decision.logout) logoutLocally();
    const { outcome } = decision;
    const text =
      outcome.kind === 'resolve'
        ? i18n.t('common:http.requestError')
        : outcome.message === REQUEST_ERROR
          ? i18n.t('common:http.requestError')
          : outcome.message;
    if (outcome.kind === 'resolve' || outcome.toast) toastError(text);
    throw new HttpError(text, 'envelope');
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('content-disposition'), config.fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
