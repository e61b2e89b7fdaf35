import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import { App, Avatar, Upload, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/core/session-store';
import { AVATAR_ACCEPT, avatarFileError } from './avatar-rules';
import { useUploadAvatar } from './personal-center.api';
import { PERSONAL_NS } from './personal-center-i18n';

/** The user's avatar; clicking it uploads a new picture (POST /api/sysUser/uploadAvatar). */
export function AvatarUpload({ size = 104 }: { size?: number }) {
  const { t } = useTranslation(PERSONAL_NS);
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const user = useSessionStore((s) => s.userInfos);
  const setUserInfos = useSessionStore((s) => s.setUserInfos);
  const upload = useUploadAvatar();
  const [hover, setHover] = useState(false);
  const name = user?.realName || user?.account || '';

  return (
    <Upload
      accept={AVATAR_ACCEPT}
      showUploadList={false}
      disabled={upload.isPending}
      beforeUpload={(file) => {
        const error = avatarFileError(file);
        if (error) {
          message.error(t(`avatar.${error}`));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        if (!(file instanceof File)) return;
        upload
          .mutateAsync(file)
          .then((url) => {
            const current = useSessionStore.getState().userInfos;
            if (current) setUserInfos({ ...current, avatar: url });
            message.success(t('avatar.updated'));
            onSuccess?.(url);
          })
          .catch((e: Error) => onError?.(e));
      }}
    >
      <div
        role="button"
        tabIndex={0}
        aria-label={t('profile.changeAvatar')}
        data-testid="avatar-upload"
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        style={{ position: 'relative', width: size, height: size, borderRadius: '50%', cursor: 'pointer' }}
      >
        <Avatar
          size={size}
          src={user?.avatar || undefined}
          style={{ background: token.colorPrimary, fontSize: size * 0.4, boxShadow: token.boxShadowTertiary }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <div
          style={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            background: 'rgba(0, 0, 0, 0.45)',
            color: '#fff',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 4,
            fontSize: 12,
            opacity: hover || upload.isPending ? 1 : 0,
            transition: 'opacity 0.2s',
          }}
        >
          {upload.isPending ? (
            <LoadingOutlined style={{ fontSize: 20 }} />
          ) : (
            <CameraOutlined style={{ fontSize: 20 }} />
          )}
          <span>{upload.isPending ? t('profile.uploading') : t('profile.changeAvatar')}</span>
        </div>
      </div>
    </Upload>
  );
}
