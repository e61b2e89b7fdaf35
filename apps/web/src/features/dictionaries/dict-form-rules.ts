import { dictDataInput, dictTypeInput } from '@meiyu/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Maximum lengths read from the contract's zod schemas, so the form and the server agree. */
export const DICT_LIMITS = {
  typeName: dictTypeInput.shape.name.maxLength ?? 64,
  typeCode: dictTypeInput.shape.code.maxLength ?? 64,
  typeRemark: dictTypeInput.shape.remark.unwrap().unwrap().maxLength ?? 256,
  dataValue: dictDataInput.shape.value.maxLength ?? 128,
  dataCode: dictDataInput.shape.code.maxLength ?? 64,
  dataStyle: dictDataInput.shape.styleSetting.unwrap().unwrap().maxLength ?? 512,
  dataClass: dictDataInput.shape.classSetting.unwrap().unwrap().maxLength ?? 512,
  dataRemark: dictDataInput.shape.remark.unwrap().unwrap().maxLength ?? 2048,
  dataExt: dictDataInput.shape.extData.unwrap().unwrap().maxLength ?? 20000,
} as const;

/** antd rules for a text field: required (not blank) and a maximum length, with localised messages. */
export function textRules(t: TFunction, fieldKey: string, max: number, required = false): FormRule[] {
  const field = t(fieldKey);
  const rules: FormRule[] = [{ max, message: t('rules.max', { field, max }) }];
  if (required) rules.unshift({ required: true, whitespace: true, message: t('rules.required', { field }) });
  return rules;
}

export function integerRules(t: TFunction, fieldKey: string): FormRule[] {
  const field = t(fieldKey);
  return [
    { required: true, message: t('rules.required', { field }) },
    { type: 'integer', message: t('rules.integer', { field }) },
  ];
}
