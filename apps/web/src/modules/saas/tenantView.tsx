import type { TenantRow } from '@al/contracts';
import { Card, Descriptions, Table, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { tenantAdmin } from './api.ts';

/** A space's state for its tag: stopped, expired, expiring soon, on trial or in use. */
export function tenantState(t: TenantRow): { text: string; color: string } {
  if (!t.isActive) return { text: '已停用', color: 'default' };
  if (t.daysToExpire === 0) return { text: '已过期', color: 'red' };
  if (t.daysToExpire !== null && t.daysToExpire <= 5)
    return { text: `${t.daysToExpire}天后到期`, color: 'orange' };
  if (t.isInTrialPeriod) return { text: '试用中', color: 'blue' };
  return { text: '使用中', color: 'green' };
}

/** A day, or 长期 when there is no end. */
export const expiryDate = (v: string | null | undefined) => (v ? new Date(v).toLocaleDateString('zh-CN') : '长期');

type Items = NonNullable<DescriptionsProps['items']>;

/**
 * The head of a space's account (its own /enterprise/info and the platform's tenant detail): 版本,
 * `type`, state, expiry and limits (排版额度 as `nestQuota` when given), `more`, 联系电话.
 */
export function TenantAccount({ t, type = [], nestQuota = t.nestQuota, more = [] }: { t: TenantRow; type?: Items; nestQuota?: ReactNode; more?: Items }) {
  const items: Items = [
    { key: 'edition', label: '版本', children: t.editionName },
    ...type,
    { key: 'state', label: '状态', children: <Tag color={tenantState(t).color}>{tenantState(t).text}</Tag> },
    { key: 'expiry', label: '到期时间', children: expiryDate(t.expiryTime) },
    { key: 'seats', label: '席位', children: t.seats },
    { key: 'storage', label: '存储', children: `${t.storageGb} GB` },
    { key: 'concurrent', label: '并发', children: t.concurrent },
    { key: 'nestQuota', label: '排版额度', children: nestQuota },
    ...more,
    { key: 'telephone', label: '联系电话', children: t.telephone ?? '-' },
  ];
  return <Descriptions column={3} size="small" items={items} />;
}

type Features = Awaited<ReturnType<typeof tenantAdmin.features>>;

/** The edition's features, then those bought (gold) or on trial (blue) with their expiry; `kind` also says 试用/已购. */
export function FeatureTags({ features, kind = false }: { features: Features | undefined; kind?: boolean }) {
  return (
    <>
      {(features?.edition ?? []).map((f) => (
        <Tag key={f.id}>{f.displayName}</Tag>
      ))}
      {(features?.bought ?? []).map((f) => (
        <Tag key={f.id} color={f.isTrial ? 'blue' : 'gold'}>
          {f.displayName}（{kind && `${f.isTrial ? '试用' : '已购'}，`}
          {expiryDate(f.expiryTime)}）
        </Tag>
      ))}
    </>
  );
}

/** A card titled `title` with a small table of `rows`, ten to a page (a space's or an agent's records, children, orders). */
export function TableCard<T extends { id: string }>({ title, rows, columns }: { title: string; rows: T[]; columns: ColumnsType<T> }) {
  return (
    <Card title={title}>
      <Table<T> rowKey="id" size="small" dataSource={rows} pagination={{ pageSize: 10, hideOnSinglePage: true }} columns={columns} />
    </Card>
  );
}
