import { FullscreenExitOutlined } from '@ant-design/icons';
import { Activity, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutlet } from 'react-router';
import { useThemeConfig } from '../theme/theme-store';
import type { TagItem } from '../tags-view/tags-view-store';
import { useTagsViewStore } from '../tags-view/tags-view-store';
import { LayoutFooter } from './layout-footer';

/**
 * The page area: renders the routed page with the page animation; pages whose menu entry is
 * keep-alive stay mounted (hidden with React's Activity) while their tag is open.
 */
export function MainContent({ tag }: { tag: TagItem | null }) {
  const { t } = useTranslation('shell');
  const outlet = useOutlet();
  const cfg = useThemeConfig();
  const tags = useTagsViewStore((s) => s.tags);
  const refreshSeq = useTagsViewStore((s) => s.refreshSeq);
  const isFull = useTagsViewStore((s) => s.isFull);
  const setFull = useTagsViewStore((s) => s.setFull);
  const cache = useRef(new Map<string, ReactNode>());

  const open = new Set(tags.map((x) => x.key));
  for (const key of [...cache.current.keys()]) if (!open.has(key)) cache.current.delete(key);
  const keepAlive = Boolean(tag?.isKeepAlive && cfg.isTagsview);
  if (tag && keepAlive && !cache.current.has(tag.key)) cache.current.set(tag.key, outlet);
  const seq = (key: string) => refreshSeq[key] ?? 0;

  return (
    <main className="layout-main">
      <div className="layout-main-scroll">
        <div className="layout-page">
          {[...cache.current.entries()].map(([key, element]) => (
            <Activity key={`${key}#${seq(key)}`} mode={tag?.key === key ? 'visible' : 'hidden'}>
              <div className={`page-view ${cfg.animation}`}>{element}</div>
            </Activity>
          ))}
          {!keepAlive && (
            <div key={`${tag?.key ?? 'page'}#${tag ? seq(tag.key) : 0}`} className={`page-view ${cfg.animation}`}>
              {outlet}
            </div>
          )}
        </div>
        {cfg.isFooter && !isFull && <LayoutFooter />}
      </div>
      {isFull && (
        <button type="button" className="layout-exit-full" onClick={() => setFull(false)}>
          <FullscreenExitOutlined /> {t('tagsView.closeFullscreen')}
        </button>
      )}
    </main>
  );
}
