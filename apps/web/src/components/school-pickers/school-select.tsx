import { Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchools } from './school-pickers-api';
import { SCHOOL_PICKERS_NS } from './school-pickers-i18n';

export interface SchoolSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Pick the only school at once (a school admin's own). */
  autoSingle?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
}

/** A school of the caller's scope, searchable by name or code. */
export function SchoolSelect({ value, onChange, autoSingle, allowClear, placeholder, id, style }: SchoolSelectProps) {
  const { t } = useTranslation(SCHOOL_PICKERS_NS);
  const schools = useSchools();
  const list = schools.data ?? [];
  useEffect(() => {
    if (autoSingle && !value && list.length === 1) onChange?.(list[0]!.id);
  }, [autoSingle, value, list, onChange]);
  return (
    <Select
      id={id}
      style={style}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      allowClear={allowClear}
      loading={schools.isLoading}
      placeholder={placeholder ?? t('chooseSchool')}
      showSearch={{ optionFilterProp: 'label' }}
      options={list.map((s) => ({ value: s.id, label: s.name, code: s.code }))}
    />
  );
}
