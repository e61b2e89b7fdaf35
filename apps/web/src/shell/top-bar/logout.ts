import type { HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import { authApi } from '@/core/auth-api';
import { LOCAL_KEYS, Local } from '@/core/storage';
import { logoutLocally } from '@/core/token';

/**
 * Log-out with the seed's confirmation: 'This operation will log out. Do you want to continue?',
 * confirm/cancel, and the confirm button showing 'Exiting' while the call runs.
 */
export function confirmLogout(modal: HookAPI, t: TFunction): void {
  const instance = modal.confirm({
    title: t('shell:logout.title'),
    content: t('shell:logout.message'),
    okText: t('shell:logout.confirm'),
    cancelText: t('shell:logout.cancel'),
    centered: true,
    onOk: async () => {
      instance.update({ okText: t('shell:logout.exiting') });
      for (const key of [LOCAL_KEYS.userInfos, LOCAL_KEYS.userRole, LOCAL_KEYS.constList, LOCAL_KEYS.dictList]) {
        Local.remove(key);
      }
      try {
        await authApi.logout();
      } finally {
        // the server's invalid_token header already logs out locally; this covers a failed call
        logoutLocally();
      }
    },
  });
}
