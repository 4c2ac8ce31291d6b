import { nestResultStateLabels } from '@al/contracts';
import { Button, Card, Descriptions, Empty, Progress, Space, Spin, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { column, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { nestApi, useNestResult, type NestLayout, type NestProduceLog } from './api.ts';

const columns: TableColumn<NestProduceLog>[] = [
  column('time', '时间', 170, (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss')),
  column('layoutNo', '排版图', 100, (v: number) => `第${v}版`),
  column('qty', '切割张数', 100),
  column('userName', '登记人', 120, (v: string | null) => v ?? '-'),
  column('remark', '备注', (v: string | null) => v ?? ''),
];

/**
 * /nest/result-detail-logs?id=: a result's cutting log (the order-result produce log): how many
 * sheets of each layout have been cut, and every report from the cutting table, newest first.
 */
export default function NestResultDetailLogsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const result = useNestResult(id);
  const loader = useCallback((p: LoadParams) => nestApi.produceLogs(id!, { ...p }), [id]);
  if (!id) return <Empty description="请从排版结果进入" />;
  if (result.isLoading) return <Spin />;
  const r = result.data;
  if (!r) return <Empty description="排版结果不存在或已删除" />;
  const total = r.sheets.reduce((n, s) => n + s.repeat, 0);
  const cut = r.sheets.reduce((n, s) => n + s.cutQty, 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={`排版结果 ${r.resultNo} 的切割记录`}
        extra={
          <Button type="link" onClick={() => navigate(`/nest/order-result?id=${r.id}`)}>
            查看排版图
          </Button>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
          <Descriptions.Item label="排版单号">{r.orderNo}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag>{nestResultStateLabels[r.state] ?? r.state}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="已切割">
            <span data-testid="nest-cut-total">
              {cut} / {total} 张
            </span>
          </Descriptions.Item>
        </Descriptions>
        <Table<NestLayout>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={r.sheets}
          columns={[
            column('layoutNo', '排版图', 100, (v: number) => `第${v}版`),
            column('plateName', '板材', 140),
            column('repeat', '张数', 80),
            column('cutQty', '已切', 80),
            { key: 'progress', title: '进度', render: (_: unknown, s) => <Progress percent={Math.round((s.cutQty * 100) / s.repeat)} size="small" /> },
          ]}
        />
      </Card>
      <TableContainer<NestProduceLog> title="切割登记" rowKey="id" columns={columns} loader={loader} params={id} />
    </Space>
  );
}
