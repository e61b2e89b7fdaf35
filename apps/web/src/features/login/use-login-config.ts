import type { LoginConfigOutput } from '@meiyu/contract';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@/core/auth-api';

/** loginConfig (captcha switch, SM2 public key, third-party logins, region prefixes), fetched once. */
export function useLoginConfig() {
  return useQuery<LoginConfigOutput>({
    queryKey: ['login', 'config'],
    queryFn: authApi.loginConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
