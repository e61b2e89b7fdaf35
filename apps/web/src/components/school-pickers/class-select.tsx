import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClassLabel } from './class-label';
import { useClassOptions } from './school-pickers-api';
import { SCHOOL_PICKERS_NS } from './school-pickers-i18n';

export interface ClassSelectProps {
  /** The school whose current classes are offered; without one, every class the caller reaches. */
  orgId?: number | null;
  schoolYear?: string | null;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  multiple?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
  /** Show the school year with each class (when several years are offered). */
  withYear?: boolean;
}

/** A current class (or several) of a school, by its grade and number. */
export function ClassSelect(props: ClassSelectProps) {
  const { t } = useTranslation(SCHOOL_PICKERS_NS);
  const label = useClassLabel();
  const classes = useClassOptions({ orgId: props.orgId ?? undefined, schoolYear: props.schoolYear ?? undefined });
  const list = classes.data ?? [];
  return (
    <Select
      id={props.id}
      style={props.style}
      mode={props.multiple ? 'multiple' : undefined}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.((v as number | number[] | undefined) ?? null)}
      allowClear={props.allowClear}
      loading={classes.isLoading}
      placeholder={props.placeholder ?? t('chooseClass')}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      options={list.map((c) => ({
        value: c.id,
        label: props.withYear ? `${c.schoolYear} ${label(c)}` : label(c),
      }))}
    />
  );
}
