import { nestResultStateLabels } from '@al/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { download } from '../../lib/download.ts';
import { pct } from './api.ts';
import { accessoryApi, type AccessoryNestResult } from './accessory-api.ts';
import { AccessoryBars } from './AccessoryBars.tsx';

/** A 1-D result: bars to use, utilisation, offcut, the bar patterns drawn; the purchase list for tenants. */
export function AccessoryResultView({ result, orderNo, canDownload = true }: { result: AccessoryNestResult; orderNo?: string; canDownload?: boolean }) {
  const [busy, setBusy] = useState(false);
  const purchase = async () => {
    setBusy(true);
    try {
      await download(accessoryApi.purchaseUrl(result.orderId), `${orderNo ?? result.resultNo}_型材采购清单.xlsx`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      size="small"
      title={
        <>
          排版结果 {result.resultNo} <Tag>{nestResultStateLabels[result.state] ?? result.state}</Tag>
        </>
      }
      extra={
        canDownload && (
          <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void purchase()}>
            型材采购清单
          </Button>
        )
      }
    >
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col xs={12} md={4}>
          <Statistic title="型材根数" value={result.barCount} suffix={`× ${result.barLength} mm`} valueStyle={{ fontSize: 20 }} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="利用率" value={pct(result.utilisation)} valueStyle={{ fontSize: 20 }} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="零件总长(m)" value={Number(result.partsLength)} valueStyle={{ fontSize: 20 }} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="余料总长(m)" value={Number(result.offcutLength)} valueStyle={{ fontSize: 20 }} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="切割方案" value={result.layoutCount} suffix="种" valueStyle={{ fontSize: 20 }} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="理论最少根数" value={result.lowerBound} suffix={result.optimal ? '（已最优）' : ''} valueStyle={{ fontSize: 20 }} />
        </Col>
      </Row>
      <AccessoryBars bars={result.bars} />
    </Card>
  );
}
