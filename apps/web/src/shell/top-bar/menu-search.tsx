import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../menu/menu-icon';
import { searchMenuRoutes } from '../menu/menu-routes';
import { useMenuRoutes } from '../menu/use-menu-routes';
import { useMenuTitle } from '../menu/use-menu-title';

/** Menu search: by menu text (Chinese titles included) or by route path. */
export function MenuSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const menuTitle = useMenuTitle();
  const { routes } = useMenuRoutes();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(
    () => searchMenuRoutes(routes, query, (r) => menuTitle(r.title)).slice(0, 12),
    [routes, query, menuTitle],
  );
  const go = (path: string) => {
    setOpen(false);
    setQuery('');
    navigate(path);
  };
  return (
    <>
      <Tooltip title={t('topBar.search')} placement="bottom">
        <button type="button" className="top-bar-icon" onClick={() => setOpen(true)} aria-label={t('topBar.search')}>
          <SearchOutlined />
        </button>
      </Tooltip>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        closable={false}
        width={560}
        className="menu-search-modal"
        destroyOnHidden
        styles={{ body: { padding: 0 } }}
      >
        <Input
          autoFocus
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('topBar.searchPlaceholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, results.length - 1));
            if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
            if (e.key === 'Enter' && results[active]) go(results[active].path);
          }}
        />
        <div className="menu-search-results">
          {query.trim() && results.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topBar.searchEmpty')} />
          )}
          {results.map((r, i) => (
            <button
              type="button"
              key={r.path}
              className={i === active ? 'menu-search-item active' : 'menu-search-item'}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(r.path)}
            >
              <MenuIcon name={r.meta?.icon} />
              <span className="menu-search-title">
                {[...r.parents.map((p) => menuTitle(p.meta?.title ?? p.title)), menuTitle(r.title)].join(' / ')}
              </span>
              <span className="menu-search-path">{r.path}</span>
            </button>
          ))}
        </div>
      </Modal>
    </>
  );
}
