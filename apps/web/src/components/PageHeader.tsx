import { Breadcrumb, Space, Tabs, Typography, type TabsProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  breadcrumb?: { title: string; path?: string }[];
  title?: ReactNode;
  description?: ReactNode;
  links?: { title: string; href: string }[];
  extraImage?: string;
  search?: ReactNode;
  tabs?: TabsProps['items'];
  tabActiveKey?: string;
  onTabChange?: (key: string) => void;
  extra?: ReactNode;
}

/** Page header: breadcrumb, title, description, link list, extra image, optional search and tabs. */
export function PageHeader(p: PageHeaderProps) {
  return (
    <div style={{ background: 'var(--al-header-bg, #fff)', padding: '12px 24px 0', marginBottom: 0 }} data-testid="page-header">
      {p.breadcrumb && p.breadcrumb.length > 0 && (
        <Breadcrumb
          items={p.breadcrumb.map((b) => ({ title: b.path ? <Link to={b.path}>{b.title}</Link> : b.title }))}
          style={{ marginBottom: 8 }}
        />
      )}
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {p.title && (
            <Typography.Title level={4} style={{ margin: '0 0 8px' }}>
              {p.title}
            </Typography.Title>
          )}
          {p.description && <div style={{ marginBottom: 8, color: 'rgba(0,0,0,0.65)' }}>{p.description}</div>}
          {p.links && p.links.length > 0 && (
            <Space style={{ marginBottom: 8 }}>
              {p.links.map((l) => (
                <a key={l.href} href={l.href}>
                  {l.title}
                </a>
              ))}
            </Space>
          )}
          {p.search && <div style={{ marginBottom: 12 }}>{p.search}</div>}
        </div>
        {p.extra}
        {p.extraImage && <img src={p.extraImage} alt="" style={{ maxHeight: 96 }} />}
      </div>
      {p.tabs ? (
        <Tabs items={p.tabs} activeKey={p.tabActiveKey} onChange={p.onTabChange} tabBarStyle={{ margin: 0 }} />
      ) : (
        <div style={{ height: 8 }} />
      )}
    </div>
  );
}
