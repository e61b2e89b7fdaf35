import { Tag } from 'antd';
import { parseStyleSetting, tagColorOf } from '@/components/dict-tag';

interface Props {
  tagType: string;
  label: string;
  styleSetting?: string | null;
  classSetting?: string | null;
}

/** How DictTag will render an item with these settings (same colour mapping and style parsing). */
export function TagPreview({ tagType, label, styleSetting, classSetting }: Props) {
  const color = tagColorOf(tagType);
  const style = parseStyleSetting(styleSetting);
  const className = classSetting?.trim() || undefined;
  if (!color) {
    return (
      <span style={style} className={className}>
        {label}
      </span>
    );
  }
  return (
    <Tag color={color} style={style} className={className} variant="outlined">
      {label}
    </Tag>
  );
}
