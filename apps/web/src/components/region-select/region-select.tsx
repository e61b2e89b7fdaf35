import { type PageResult, type SysRegion, regionWithin } from '@meiyu/contract';
import { Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '@/core/http';
import { registerLocales } from '@/core/i18n';
import en from './locales/en.json';
import zhCn from './locales/zh-cn.json';
import zhTw from './locales/zh-tw.json';

const NS = 'regionSelect';
registerLocales(NS, { en, 'zh-cn': zhCn, 'zh-tw': zhTw });

const PAGE = 30;

const search = (keyword: string) => get<PageResult<SysRegion>>('/api/sysRegion/search', { keyword, pageSize: PAGE });

/** The code prefix that lists a region and everything inside it: 520000 → 52, 520100 → 5201. */
const prefixOf = (code: string) => code.replace(/(00)+$/, '') || code;

export interface RegionSelectProps {
  /** A six-digit GB/T 2260 code. */
  value?: string | null;
  onChange?: (code: string | null, region: SysRegion | null) => void;
  /** Offer only this region and the regions inside it (e.g. the parent organisation's region). */
  within?: string | null;
  placeholder?: string;
  id?: string;
}

/**
 * Picks an administrative division by searching the server (name, path or code), showing the whole path
 * (贵州省/贵阳市/南明区). With `within`, the choices start as that region's own divisions.
 */
export function RegionSelect({ value, onChange, within, placeholder, id }: RegionSelectProps) {
  const { t } = useTranslation(NS);
  const [keyword, setKeyword] = useState('');
  const [result, setResult] = useState<PageResult<SysRegion> | null>(null);
  const [selected, setSelected] = useState<SysRegion | null>(null);
  const [loading, setLoading] = useState(false);

  // The chosen region's path, once, so that an existing value shows its name.
  useEffect(() => {
    if (!value || selected?.code === value) return;
    let live = true;
    search(value)
      .then((page) => live && setSelected(page.items.find((r) => r.code === value) ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value, selected?.code]);

  // Searching as the user types (debounced); empty: the divisions of `within`, or the provinces' first page.
  useEffect(() => {
    let live = true;
    const text = keyword.trim() || (within ? prefixOf(within) : '');
    const timer = setTimeout(() => {
      setLoading(true);
      search(text)
        .then((page) => live && setResult(page))
        .catch(() => undefined)
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, within]);

  const options = useMemo(() => {
    const items = (result?.items ?? []).filter((r) => !within || regionWithin(r.code, within));
    if (selected && !items.some((r) => r.code === selected.code)) items.unshift(selected);
    return items.map((r) => ({ value: r.code, label: r.pathName, region: r }));
  }, [result, selected, within]);

  const more = result && result.total > result.items.length;
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value || undefined}
      placeholder={placeholder ?? t('placeholder')}
      loading={loading}
      options={options}
      optionRender={(o) => (
        <span>
          {o.data.label} <Typography.Text type="secondary">{o.data.value}</Typography.Text>
        </span>
      )}
      notFoundContent={loading ? undefined : t('empty')}
      popupRender={(menu) => (
        <>
          {menu}
          {more && (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}>
              {t('hint', { total: result.total })}
            </Typography.Text>
          )}
        </>
      )}
      onChange={(code: string | undefined) => {
        const region = options.find((o) => o.value === code)?.region ?? null;
        setSelected(region);
        onChange?.(code ?? null, region);
      }}
      allowClear
      style={{ width: '100%' }}
    />
  );
}

export default RegionSelect;
