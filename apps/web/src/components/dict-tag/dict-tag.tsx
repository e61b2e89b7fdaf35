import type { SysDictData } from '@meiyu/contract';
import { Tag } from 'antd';
import { useSessionStore } from '@/core/session-store';
import { parseStyleSetting, tagColorOf } from './tag-style';

/** Looks a dictionary item up in the cached dictList by type code and item code. */
export function useDictItem(type: string, code: string | number | null | undefined): SysDictData | undefined {
  return useSessionStore((s) =>
    code === null || code === undefined
      ? undefined
      : s.dictList.find((d) => d.code === type)?.children?.find((i) => String(i.code) === String(code)),
  );
}

export interface DictTagProps {
  /** Dictionary type code, e.g. `auditing_status`. */
  type: string;
  /** Item code, e.g. `10` (numbers are compared as strings). */
  code: string | number | null | undefined;
  /** Shown when the item is unknown; default: the code itself. */
  fallback?: string;
}

/** A dictionary item's label with its tagType colour (none: plain text), styleSetting and classSetting. */
export function DictTag({ type, code, fallback }: DictTagProps) {
  const item = useDictItem(type, code);
  if (!item) return <span>{fallback ?? (code === null || code === undefined ? '' : String(code))}</span>;
  const color = tagColorOf(item.tagType);
  const style = parseStyleSetting(item.styleSetting);
  const className = item.classSetting ?? undefined;
  if (!color) {
    return (
      <span style={style} className={className}>
        {item.value}
      </span>
    );
  }
  return (
    <Tag color={color} style={style} className={className} variant="outlined">
      {item.value}
    </Tag>
  );
}

export default DictTag;
