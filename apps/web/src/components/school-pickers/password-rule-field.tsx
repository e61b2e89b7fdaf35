import type { PasswordRule } from '@meiyu/contract';
import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { encryptWithServerKey } from '@/core/sm2';
import { useImportOptions } from './school-pickers-api';
import { SCHOOL_PICKERS_NS } from './school-pickers-i18n';

export interface PasswordChoice {
  passwordRule: PasswordRule;
  /** Plain text in the form; sent SM2-encrypted (see encryptPasswordChoice). */
  password?: string;
}

interface Props {
  rules: readonly PasswordRule[];
  /** Field name prefix inside the surrounding Form. */
  disabled?: boolean;
}

/**
 * The rule an account's initial password is made by, plus the password itself for the `fixed` rule. Used inside an
 * antd Form whose values hold `passwordRule` and `password`.
 */
export function PasswordRuleField({ rules, disabled }: Props) {
  const { t } = useTranslation(SCHOOL_PICKERS_NS);
  const options = useImportOptions();
  const rule = Form.useWatch<PasswordRule | undefined>('passwordRule');
  const defaultUnset = options.data ? !options.data.defaultPasswordSet : false;
  return (
    <>
      <Form.Item
        name="passwordRule"
        label={t('rule.label')}
        extra={<Typography.Text type="secondary">{t('rule.help')}</Typography.Text>}
        rules={[
          {
            validator: (_, v: PasswordRule | undefined) =>
              v === 'default' && defaultUnset ? Promise.reject(new Error(t('rule.defaultUnset'))) : Promise.resolve(),
          },
        ]}
      >
        <Radio.Group
          disabled={disabled}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: '8px 24px' }}
          options={rules.map((r) => ({
            value: r,
            label: t(`rule.${r}`),
            disabled: r === 'default' && defaultUnset,
          }))}
        />
      </Form.Item>
      {rule === 'fixed' && (
        <Form.Item
          name="password"
          label={t('rule.password')}
          rules={[
            { required: true, message: t('rule.passwordRequired') },
            { pattern: /^\S{6,32}$/, message: t('rule.passwordLength') },
          ]}
        >
          <Input.Password placeholder={t('rule.passwordPlaceholder')} autoComplete="new-password" disabled={disabled} />
        </Form.Item>
      )}
    </>
  );
}

/** The rule and, for `fixed`, the password encrypted with the server's SM2 key, as the API takes them. */
export async function encryptPasswordChoice(
  v: Partial<PasswordChoice>,
): Promise<{ passwordRule?: PasswordRule; password?: string }> {
  if (!v.passwordRule) return {};
  if (v.passwordRule !== 'fixed' || !v.password) return { passwordRule: v.passwordRule };
  return { passwordRule: v.passwordRule, password: await encryptWithServerKey(v.password) };
}

/**
 * The rule a form starts with: the default password when it is set, otherwise one every record can follow (the
 * student number, the teacher's mobile number), so that nobody has to type a password first.
 */
export function useDefaultRule(rules: readonly PasswordRule[]): PasswordRule {
  const options = useImportOptions();
  if (options.data && !options.data.defaultPasswordSet) {
    return (
      rules.find((r) => r === 'studentNo' || r === 'phoneLast6') ?? rules.find((r) => r !== 'default') ?? rules[0]!
    );
  }
  return rules[0]!;
}
