import { verifyPasswordStrength } from '@meiyu/contract';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERSONAL_NS } from './personal-center-i18n';

const LEVELS = ['weak', 'medium', 'strong'] as const;

/** Three bars and a label (弱 / 中 / 强) that follow verifyPasswordStrength as the user types. */
export function PasswordStrengthMeter({ value }: { value: string | undefined }) {
  const { t } = useTranslation(PERSONAL_NS);
  const { token } = theme.useToken();
  const level = verifyPasswordStrength(value ?? '');
  const reached = level ? LEVELS.indexOf(level) + 1 : 0;
  const color = { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess }[level || 'weak'];
  return (
    <Flex align="center" gap={12} style={{ marginTop: 8 }} data-testid="password-strength" data-level={level}>
      <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
        {t('password.strength')}
      </Typography.Text>
      <Flex gap={4} style={{ flex: 1, maxWidth: 240 }}>
        {LEVELS.map((l, i) => (
          <div
            key={l}
            style={{
              flex: 1,
              height: 6,
              borderRadius: 3,
              background: i < reached ? color : token.colorFillSecondary,
              transition: 'background 0.2s',
            }}
          />
        ))}
      </Flex>
      <Typography.Text style={{ fontSize: 12, minWidth: 32, color: level ? color : token.colorTextQuaternary }}>
        {level ? t(`password.${level}`) : ''}
      </Typography.Text>
    </Flex>
  );
}
