import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/core/session-store';

/** One option of a select field: `code` is the submitted value, `value` the label (dictionary style). */
export interface QueryOption {
  code: string | number;
  value: string;
}

/** Descriptor of one query field. */
export interface QueryField {
  /** Label shown before the control (already translated). */
  label: string;
  /** Key of the field in the form data object. */
  prop: string;
  /** Control type; default 'input'. Dates are submitted as 'YYYY-MM-DD' strings, ranges as [start, end]. */
  type?: 'input' | 'select' | 'number' | 'date' | 'dateRange';
  /** Placeholder; defaults to "Please enter/select {label}". */
  placeholder?: string;
  /** Options of a select field. */
  options?: QueryOption[];
  /** Alternatively, a dictionary type code: the select's options come from the cached dictList. */
  dictType?: string;
  /** Multiple selection for select fields. */
  multiple?: boolean;
}

export type QueryValues = Record<string, unknown>;

export interface QueryFormProps {
  /** Field descriptors, in display order. */
  fields: QueryField[];
  /** The form data object (initial and externally changed values). */
  values?: QueryValues;
  /** Called with the form data when the user searches (button or Enter). */
  onSearch: (values: QueryValues) => void;
  /** Called after the fields were cleared by the reset button. */
  onReset?: () => void;
  /** Fields shown while collapsed (default 3); more fields add an expand/collapse toggle. */
  collapsedCount?: number;
  /** Shows the search button's loading state. */
  loading?: boolean;
}

/** Responsive column spans of the seed: 24/12/12/8/6 by xs/sm/md/lg/xl. */
export const QUERY_COL = { xs: 24, sm: 12, md: 12, lg: 8, xl: 6 } as const;

const DATE = 'YYYY-MM-DD';

function toFormValue(field: QueryField, v: unknown): unknown {
  if (field.type === 'date' && typeof v === 'string' && v) return dayjs(v);
  if (field.type === 'dateRange' && Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? dayjs(x) : x));
  return v;
}

function fromFormValue(field: QueryField, v: unknown): unknown {
  if (field.type === 'date' && dayjs.isDayjs(v)) return v.format(DATE);
  if (field.type === 'dateRange' && Array.isArray(v)) return v.map((x: Dayjs | null) => (x ? x.format(DATE) : null));
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return v;
}

/** Search bar above a list page: responsive fields, search, reset, expand/collapse. */
export function QueryForm({ fields, values, onSearch, onReset, collapsedCount = 3, loading }: QueryFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<QueryValues>();
  // A unique form name prefixes the input ids, so labels never point at another form's field.
  const formName = `query-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [expanded, setExpanded] = useState(false);
  const dictList = useSessionStore((s) => s.dictList);

  useEffect(() => {
    if (!values) return;
    const next: QueryValues = {};
    for (const f of fields) next[f.prop] = toFormValue(f, values[f.prop]);
    form.setFieldsValue(next);
  }, [values, fields, form]);

  const optionsOf = useMemo(
    () =>
      (f: QueryField): QueryOption[] =>
        f.options ??
        (dictList.find((d) => d.code === f.dictType)?.children ?? [])
          .filter((i) => i.status === 1)
          .map((i) => ({ code: i.code, value: i.value })),
    [dictList],
  );

  const collapsible = fields.length > collapsedCount;
  const visible = collapsible && !expanded ? fields.slice(0, collapsedCount) : fields;

  const submit = () => {
    const raw = form.getFieldsValue(true);
    const out: QueryValues = { ...(values ?? {}) };
    for (const f of fields) out[f.prop] = fromFormValue(f, raw[f.prop]);
    onSearch(out);
  };
  const reset = () => {
    form.resetFields();
    form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.prop, undefined])));
    onReset?.();
  };

  const control = (f: QueryField) => {
    const input = f.placeholder ?? t('form.pleaseInput', { label: f.label });
    const select = f.placeholder ?? t('form.pleaseSelect', { label: f.label });
    switch (f.type) {
      case 'select':
        return (
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            mode={f.multiple ? 'multiple' : undefined}
            placeholder={select}
            options={optionsOf(f).map((o) => ({ value: o.code, label: o.value }))}
          />
        );
      case 'number':
        return <InputNumber style={{ width: '100%' }} placeholder={input} />;
      case 'date':
        return <DatePicker style={{ width: '100%' }} placeholder={select} />;
      case 'dateRange':
        return <DatePicker.RangePicker style={{ width: '100%' }} />;
      default:
        return <Input allowClear placeholder={input} onPressEnter={submit} />;
    }
  };

  return (
    <Form form={form} name={formName} className="query-form" layout="horizontal" onFinish={submit}>
      <Row gutter={[16, 12]}>
        {visible.map((f) => (
          <Col key={f.prop} {...QUERY_COL}>
            <Form.Item label={f.label} name={f.prop} style={{ marginBottom: 0 }}>
              {control(f)}
            </Form.Item>
          </Col>
        ))}
        <Col {...QUERY_COL} style={{ marginLeft: 'auto' }}>
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
              {t('actions.search')}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>
              {t('actions.reset')}
            </Button>
            {collapsible && (
              <Button type="link" onClick={() => setExpanded((e) => !e)} style={{ paddingInline: 4 }}>
                {expanded ? t('actions.collapse') : t('actions.expand')}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

export default QueryForm;
