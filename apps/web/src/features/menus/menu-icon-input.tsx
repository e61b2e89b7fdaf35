import { AppstoreAddOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover, Tooltip, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon, menuIconOf } from '@/shell/menu/menu-icon';
import { MENU_NS } from './menu-i18n';

/** Element Plus icon names offered by the picker (the names upstream menus store); one per distinct shell icon. */
const CANDIDATES = [
  'ele-HomeFilled',
  'ele-Odometer',
  'ele-Medal',
  'ele-Edit',
  'ele-Brush',
  'ele-Notebook',
  'ele-Reading',
  'ele-Document',
  'ele-List',
  'ele-User',
  'ele-School',
  'ele-OfficeBuilding',
  'ele-Setting',
  'ele-DataAnalysis',
  'ele-Monitor',
  'ele-Bell',
  'ele-Calendar',
  'ele-Timer',
  'ele-FolderOpened',
  'ele-Lock',
  'ele-Postcard',
  'ele-Printer',
  'ele-Operation',
  'ele-Coin',
  'ele-Link',
  'ele-Headset',
  'ele-Location',
  'ele-Finished',
  'ele-Stamp',
  'ele-Service',
  'ele-QuestionFilled',
  'ele-Connection',
  'ele-Grid',
  'ele-MagicStick',
  'ele-Memo',
  'ele-Fold',
];

function distinctIcons(): string[] {
  const seen = new Set<unknown>();
  return CANDIDATES.filter((name) => {
    const icon = menuIconOf(name);
    if (seen.has(icon)) return false;
    seen.add(icon);
    return true;
  });
}

/** A menu's icon as the side menu shows it. */
export function MenuIconView({ icon }: { icon: string | null | undefined }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: icon ? token.colorTextSecondary : token.colorTextQuaternary, display: 'inline-flex' }}>
      <MenuIcon name={icon} />
    </span>
  );
}

interface Props {
  /** Set by Form.Item so that the label points at the text input. */
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/** Text input for a menu icon name, with a live preview and a picker of the icons the shell can draw. */
export function MenuIconInput({ id, value, onChange, placeholder }: Props) {
  const { t } = useTranslation(MENU_NS);
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const names = useMemo(distinctIcons, []);
  const shown = names.filter((n) => n.toLowerCase().includes(search.trim().toLowerCase()));

  const picker = (
    <div style={{ width: 320 }}>
      <Input.Search
        size="small"
        allowClear
        placeholder={t('iconSearch')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 4 }}>
          {shown.map((name) => (
            <Tooltip key={name} title={name} mouseEnterDelay={0.4}>
              <Button
                type={name === value ? 'primary' : 'text'}
                aria-label={name}
                style={{ height: 40, fontSize: 18 }}
                onClick={() => {
                  onChange?.(name);
                  setOpen(false);
                }}
              >
                <MenuIcon name={name} />
              </Button>
            </Tooltip>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <Input
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={placeholder}
      allowClear
      prefix={
        <span style={{ color: value ? token.colorText : token.colorTextQuaternary, display: 'inline-flex' }}>
          <MenuIcon name={value} />
        </span>
      }
      suffix={
        <Popover content={picker} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
          <Button type="text" size="small" icon={<AppstoreAddOutlined />} aria-label={t('pickIcon')} />
        </Popover>
      }
    />
  );
}
