import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTabs } from './tabs.ts';

/** The multi-tab bar with its right-click menu: close current, right, left, all. */
export function TabBar({ activeKey }: { activeKey: string }) {
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);
  const [menuOpen, setMenuOpen] = useState<string | null>(null);
  const go = (next: string | null) => {
    if (next) navigate(next);
  };
  const menu = (key: string): MenuProps => ({
    items: [
      { key: 'current', label: '关闭当前标签', disabled: tabs.length <= 1 },
      { key: 'right', label: '关闭右侧标签' },
      { key: 'left', label: '关闭左侧标签' },
      { key: 'all', label: '关闭全部标签' },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      setMenuOpen(null);
      const s = useTabs.getState();
      if (action === 'current') go(s.close(key, activeKey));
      else if (action === 'right') go(s.closeRight(key, activeKey));
      else if (action === 'left') go(s.closeLeft(key, activeKey));
      else go(s.closeAll(activeKey));
    },
  });
  return (
    <Tabs
      className="al-tab-bar"
      data-testid="tab-bar"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={(k) => navigate(k)}
      onEdit={(k, action) => {
        if (action === 'remove' && typeof k === 'string') go(useTabs.getState().close(k, activeKey));
      }}
      style={{ margin: 0, padding: '6px 16px 0', background: 'var(--al-tabbar-bg, #fff)' }}
      tabBarStyle={{ margin: 0 }}
      items={tabs.map((t) => ({
        key: t.key,
        closable: tabs.length > 1,
        label: (
          <Dropdown
            menu={menu(t.key)}
            trigger={['contextMenu']}
            open={menuOpen === t.key}
            onOpenChange={(o) => setMenuOpen(o ? t.key : null)}
          >
            <span data-tab-key={t.key}>{t.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
