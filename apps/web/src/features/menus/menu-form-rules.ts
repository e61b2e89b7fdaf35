import { menuInput } from '@meiyu/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

const maxOf = (s: { unwrap: () => { unwrap: () => { maxLength: number | null } } }, fallback: number) =>
  s.unwrap().unwrap().maxLength ?? fallback;

/** Maximum lengths read from the contract's zod schema, so the form and the server agree. */
export const MENU_LIMITS = {
  title: menuInput.shape.title.maxLength ?? 64,
  name: maxOf(menuInput.shape.name, 64),
  path: maxOf(menuInput.shape.path, 128),
  component: maxOf(menuInput.shape.component, 128),
  redirect: maxOf(menuInput.shape.redirect, 128),
  permission: maxOf(menuInput.shape.permission, 128),
  icon: maxOf(menuInput.shape.icon, 128),
  outLink: maxOf(menuInput.shape.outLink, 256),
  remark: maxOf(menuInput.shape.remark, 256),
} as const;

export function textRules(t: TFunction, fieldKey: string, max: number, required = false): FormRule[] {
  const field = t(fieldKey);
  const rules: FormRule[] = [{ max, message: t('rules.max', { field, max }) }];
  if (required) rules.unshift({ required: true, whitespace: true, message: t('rules.required', { field }) });
  return rules;
}

/** A button needs a permission of the form service:action (server codes D4003, D4004). */
export function permissionRules(t: TFunction): FormRule[] {
  return [
    ...textRules(t, 'fields.permission', MENU_LIMITS.permission, true),
    { pattern: /^[^:\s]+(:[^:\s]+)+$/, message: t('rules.permissionFormat') },
  ];
}

export function integerRules(t: TFunction, fieldKey: string): FormRule[] {
  const field = t(fieldKey);
  return [
    { required: true, message: t('rules.required', { field }) },
    { type: 'integer', message: t('rules.integer', { field }) },
  ];
}
