import type { TenantConfig } from '@al/contracts';
import { PRODUCT_NAME } from '@al/contracts';
import { Layout, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router';
import { api } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';
import { HELP_URL, RECORD_NUMBER } from './links.ts';
import { TestBanner } from './TestBanner.tsx';

export const DEFAULT_INTRO = '面向铝单板、钣金工厂的云端生产管理平台';

/**
 * The auth layout: logo (its link keeps ?id=), enterprise name or the default name, an intro line and a
 * footer with help, privacy and terms links and the record number. With ?id= the enterprise's public
 * configuration gives name, intro and logo.
 */
export default function AuthLayout() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const stored = useSession((s) => s.tenantConfig);
  const [byId, setById] = useState<TenantConfig | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    api.publicTenantConfig(id).then(
      (c) => live && setById(c),
      () => live && setById(null),
    );
    return () => {
      live = false;
    };
  }, [id]);
  const cfg = id ? byId : stored;
  const logo = cfg?.logoUrl || '/logo.svg';
  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #f5f0ff 0%, #f0f2f5 100%)' }}>
      <TestBanner />
      <Layout.Content style={{ padding: '72px 16px 24px' }}>
        <div style={{ textAlign: 'center', marginBottom: 40 }}>
          <Link to={id ? `/user/login?id=${encodeURIComponent(id)}` : '/user/login'} data-testid="auth-logo">
            <Space align="center">
              <img src={logo} alt="logo" style={{ height: 44 }} />
              <Typography.Title level={2} style={{ margin: 0 }}>
                {cfg?.enterpriseName || PRODUCT_NAME}
              </Typography.Title>
            </Space>
          </Link>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {cfg?.enterpriseIntroduction || DEFAULT_INTRO}
          </Typography.Paragraph>
        </div>
        <div style={{ maxWidth: 368, margin: '0 auto' }}>
          <Outlet />
        </div>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
        <Space separator="|">
          <a href={HELP_URL} target="_blank" rel="noreferrer">
            帮助
          </a>
          <a href={`${HELP_URL}/privacy`} target="_blank" rel="noreferrer">
            隐私
          </a>
          <a href={`${HELP_URL}/terms`} target="_blank" rel="noreferrer">
            条款
          </a>
        </Space>
        <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)' }}>
          Copyright © {new Date().getFullYear()} {PRODUCT_NAME}{' '}
          <a href="https://beian.miit.gov.cn" target="_blank" rel="noreferrer">
            {RECORD_NUMBER}
          </a>
        </div>
      </Layout.Footer>
    </Layout>
  );
}
