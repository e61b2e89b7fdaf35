import { HOME_PATH } from '../../shell/guard/guard-decision';

/** Where to go after login: the guard's `redirect` query with its `params`, else the landing page. */
export function afterLoginTarget(search: string): string {
  const q = new URLSearchParams(search);
  const redirect = q.get('redirect');
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) return HOME_PATH;
  let params: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(q.get('params') ?? '{}');
    if (parsed && typeof parsed === 'object') params = parsed as Record<string, string>;
  } catch {
    params = {};
  }
  const qs = new URLSearchParams(params).toString();
  return qs ? `${redirect}?${qs}` : redirect;
}
