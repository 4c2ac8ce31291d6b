import { CheckOutlined, CopyOutlined, DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, List, Select, Space, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../lib/notify.ts';
import { COLOR_PRESETS, layoutSettingsOf, useSettings, type LayoutSettings } from '../lib/settings.ts';
import { storage } from '../lib/storage.ts';

/** The settings drawer (only outside production builds); every change is persisted under al__SETTINGS. */
export function SettingDrawer() {
  const [open, setOpen] = useState(false);
  const s = useSettings();
  const set = (patch: Partial<LayoutSettings>) => s.set(patch);
  const copy = async () => {
    const text = JSON.stringify(layoutSettingsOf(s), null, 2);
    try {
      await navigator.clipboard.writeText(text);
      feedback.message.success('复制完毕');
    } catch {
      feedback.message.error('复制失败');
    }
  };
  const clearCache = () =>
    feedback.modal.confirm({
      title: '警告',
      content: '确认清除所有本地缓存？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        storage.clear();
        window.location.reload();
      },
    });
  const row = (title: string, action: React.ReactNode) => (
    <List.Item actions={[action]}>
      <span>{title}</span>
    </List.Item>
  );
  /** A small select of one of the layout's choices. */
  const choice = <K extends 'layout' | 'contentWidth'>(key: K, options: { value: LayoutSettings[K]; label: string }[]) => (
    <Select size="small" style={{ width: 100 }} value={s[key]} onChange={(v: LayoutSettings[K]) => set({ [key]: v })} options={options} />
  );
  return (
    <>
      <Button
        type="primary"
        icon={<SettingOutlined />}
        onClick={() => setOpen(true)}
        style={{ position: 'fixed', right: 0, top: 240, zIndex: 999, borderRadius: '4px 0 0 4px' }}
        data-testid="setting-drawer-handle"
      />
      <Drawer open={open} onClose={() => setOpen(false)} size={300} title="页面设置">
        <Typography.Title level={5}>整体风格设置</Typography.Title>
        <Space>
          {(['light', 'dark'] as const).map((t) => (
            <Button key={t} type={s.theme === t ? 'primary' : 'default'} onClick={() => set({ theme: t })}>
              {t === 'light' ? '亮色菜单风格' : '暗色菜单风格'}
            </Button>
          ))}
        </Space>
        <Divider />
        <Typography.Title level={5}>主题色</Typography.Title>
        <Space wrap>
          {COLOR_PRESETS.map((c) => (
            <Tooltip key={c.color} title={c.key}>
              <div
                onClick={() => set({ primaryColor: c.color })}
                style={{ width: 20, height: 20, background: c.color, borderRadius: 2, cursor: 'pointer', color: '#fff', textAlign: 'center', lineHeight: '20px' }}
              >
                {s.primaryColor.toUpperCase() === c.color && <CheckOutlined />}
              </div>
            </Tooltip>
          ))}
        </Space>
        <Divider />
        <Typography.Title level={5}>导航模式</Typography.Title>
        <List split={false} size="small">
          {row('导航模式', choice('layout', [{ value: 'sidemenu', label: '侧边菜单' }, { value: 'topmenu', label: '顶部菜单' }]))}
          {row('内容区域宽度', choice('contentWidth', [{ value: 'Fixed', label: '固定' }, { value: 'Fluid', label: '流式' }]))}
          {row('固定 Header', <Switch size="small" checked={s.fixedHeader} onChange={(fixedHeader) => set({ fixedHeader })} />)}
          {row(
            '下滑时隐藏 Header',
            <Switch size="small" disabled={!s.fixedHeader} checked={s.autoHideHeader} onChange={(autoHideHeader) => set({ autoHideHeader })} />,
          )}
          {row('固定侧边菜单', <Switch size="small" checked={s.fixSiderbar} onChange={(fixSiderbar) => set({ fixSiderbar })} />)}
        </List>
        <Divider />
        <Typography.Title level={5}>其他设置</Typography.Title>
        <List split={false} size="small">
          {row('色弱模式', <Switch size="small" checked={s.colorWeak} onChange={(colorWeak) => set({ colorWeak })} />)}
          {row('多页签模式', <Switch size="small" checked={s.multiTab} onChange={(multiTab) => set({ multiTab })} />)}
        </List>
        <Divider />
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button block icon={<CopyOutlined />} onClick={() => void copy()}>
            拷贝设置
          </Button>
          <Button block danger icon={<DeleteOutlined />} onClick={clearCache}>
            清除本地缓存
          </Button>
        </Space>
      </Drawer>
    </>
  );
}
