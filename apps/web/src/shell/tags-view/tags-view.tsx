import {
  CloseOutlined,
  CloseCircleOutlined,
  ColumnWidthOutlined,
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MinusCircleOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '@/core/i18n';
import { MenuIcon } from '../menu/menu-icon';
import { useMenuTitle } from '../menu/use-menu-title';
import { useThemeConfig } from '../theme/theme-store';
import { tagsViewName } from './tags-view-name';
import { type TagItem, useTagsViewStore } from './tags-view-store';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll' | 'fullscreen' | 'closeFullscreen';

/** Runs a tags-view action; closing the current tag opens its neighbour. */
export function useTagActions(currentKey: string | null) {
  const navigate = useNavigate();
  const store = useTagsViewStore();
  return (action: Action, tag: TagItem) => {
    const { tags } = useTagsViewStore.getState();
    switch (action) {
      case 'refresh':
        store.refresh(tag.key);
        if (tag.key !== currentKey) navigate(tag.fullPath);
        break;
      case 'close': {
        if (tag.isAffix) return;
        const i = tags.findIndex((t) => t.key === tag.key);
        store.close(tag.key);
        if (tag.key === currentKey) {
          const left = useTagsViewStore.getState().tags;
          const next = left[Math.min(i, left.length - 1)] ?? left[left.length - 1];
          navigate(next ? next.fullPath : '/');
        }
        break;
      }
      case 'closeOthers':
        store.closeOthers(tag.key);
        if (tag.key !== currentKey) navigate(tag.fullPath);
        break;
      case 'closeAll': {
        store.closeAll();
        const left = useTagsViewStore.getState().tags;
        navigate(left[left.length - 1]?.fullPath ?? '/');
        break;
      }
      case 'fullscreen':
        if (tag.key !== currentKey) navigate(tag.fullPath);
        store.setFull(true);
        break;
      case 'closeFullscreen':
        store.setFull(false);
        break;
    }
  };
}

function useMenuItems(tag: TagItem): MenuProps['items'] {
  const { t } = useTranslation('shell');
  const isFull = useTagsViewStore((s) => s.isFull);
  return [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('tagsView.refresh') },
    { key: 'close', icon: <CloseOutlined />, label: t('tagsView.close'), disabled: tag.isAffix },
    { key: 'closeOthers', icon: <MinusCircleOutlined />, label: t('tagsView.closeOthers') },
    { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tagsView.closeAll') },
    isFull
      ? { key: 'closeFullscreen', icon: <FullscreenExitOutlined />, label: t('tagsView.closeFullscreen') }
      : { key: 'fullscreen', icon: <FullscreenOutlined />, label: t('tagsView.fullscreen') },
  ];
}

function Tag({ tag, active, onAction }: { tag: TagItem; active: boolean; onAction: (a: Action, t: TagItem) => void }) {
  const navigate = useNavigate();
  const menuTitle = useMenuTitle();
  const cfg = useThemeConfig();
  const items = useMenuItems(tag);
  const sortable = useSortable({ id: tag.key, disabled: !cfg.isSortableTagsView });
  const { t } = useTranslation('shell');
  const name = tagsViewName({ query: tag.customName, title: tag.title }, currentLanguage(), menuTitle);
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [active]);
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: ({ key }) => onAction(key as Action, tag) }}>
      <div
        ref={(el) => {
          sortable.setNodeRef(el);
          ref.current = el;
        }}
        {...sortable.attributes}
        {...sortable.listeners}
        style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
        className={`tags-view-item${active ? ' active' : ''}${sortable.isDragging ? ' dragging' : ''}`}
        onClick={() => navigate(tag.fullPath)}
        onKeyDown={(e) => e.key === 'Enter' && navigate(tag.fullPath)}
        role="tab"
        tabIndex={0}
        aria-selected={active}
      >
        {cfg.isTagsviewIcon && <MenuIcon name={tag.icon} className="tags-view-icon" />}
        <span className="tags-view-name">{name}</span>
        {active && (
          <ReloadOutlined
            className="tags-view-refresh"
            title={t('tagsView.refresh')}
            onClick={(e) => {
              e.stopPropagation();
              onAction('refresh', tag);
            }}
          />
        )}
        {!tag.isAffix && (
          <CloseOutlined
            className="tags-view-close"
            title={t('tagsView.close')}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={(e) => {
              e.stopPropagation();
              onAction('close', tag);
            }}
          />
        )}
      </div>
    </Dropdown>
  );
}

/** The tags view: open pages as tags with context menu, drag sorting and a more-actions menu. */
export function TagsView({ currentKey }: { currentKey: string | null }) {
  const tags = useTagsViewStore((s) => s.tags);
  const move = useTagsViewStore((s) => s.move);
  const { tagsStyle } = useThemeConfig();
  const { t } = useTranslation('shell');
  const onAction = useTagActions(currentKey);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const current = tags.find((t) => t.key === currentKey) ?? tags[0];
  const moreItems = useMenuItems(current ?? ({ key: '', isAffix: true } as TagItem));
  const onDragEnd = (e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) move(String(e.active.id), String(e.over.id));
  };
  return (
    <div className={`tags-view ${tagsStyle}`}>
      <div className="tags-view-scroll">
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={tags.map((t) => t.key)} strategy={horizontalListSortingStrategy}>
            {tags.map((tag) => (
              <Tag key={tag.key} tag={tag} active={tag.key === currentKey} onAction={onAction} />
            ))}
          </SortableContext>
        </DndContext>
      </div>
      {current && (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{ items: moreItems, onClick: ({ key }) => onAction(key as Action, current) }}
        >
          <button type="button" className="tags-view-more" aria-label={t('tagsView.more')}>
            <ColumnWidthOutlined />
            <DownOutlined style={{ fontSize: 10 }} />
          </button>
        </Dropdown>
      )}
    </div>
  );
}
