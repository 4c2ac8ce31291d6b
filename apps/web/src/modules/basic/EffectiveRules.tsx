import { useState } from 'react';
import { Button, Card, Space, Tag, Typography } from 'antd';
import type { EffectiveRule } from '@al/contracts';
import { useCustomizedTypes, useEffectiveRules } from './api.ts';
import { describeRule } from './example.ts';
import { QueryTable } from '../../components/QueryTable.tsx';
import { column } from '../../components/TableContainer/index.tsx';

/** The rule in force for each of the 31 document types, its source and today's first number. */
export function EffectiveRules() {
  const effective = useEffectiveRules();
  const customized = useCustomizedTypes();
  const [open, setOpen] = useState(true);
  return (
    <Card
      size="small"
      title="各单据当前生效的编号规则"
      extra={
        <Space size={4}>
          <Typography.Text type="secondary">未设置或已禁用自定义规则的单据使用系统默认规则</Typography.Text>
          <Button type="link" size="small" onClick={() => setOpen(!open)}>
            {open ? '收起' : '展开'}
          </Button>
        </Space>
      }
      styles={{ body: open ? undefined : { display: 'none' } }}
      style={{ marginBottom: 12, borderRadius: 8 }}
      data-testid="effective-rules"
    >
      <QueryTable<EffectiveRule>
        query={effective}
        rows={effective.data}
        rowKey="documentType"
        pagination={false}
        scroll={{ y: 220 }}
        columns={[
          column('documentType', '序号', 64),
          column('label', '单据类型', 140),
          { key: 'rule', title: '规则', render: (_, r) => describeRule(r.rule) },
          {
            key: 'source',
            title: '来源',
            width: 90,
            render: (_, r) =>
              customized.data?.has(r.documentType) ? <Tag color="blue">自定义</Tag> : <Tag>默认</Tag>,
          },
          column('example', '今日示例', 180, (v: string) => <Typography.Text code>{v}</Typography.Text>),
        ]}
      />
    </Card>
  );
}
