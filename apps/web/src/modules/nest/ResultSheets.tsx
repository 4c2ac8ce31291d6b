import { DownloadOutlined, HistoryOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Button, Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { download } from '../../lib/download.ts';
import { nestResultStateLabels } from '@al/contracts';
import { nestApi, pct, type NestResultDetail } from './api.ts';
import { SheetView } from './SheetView.tsx';

/** A result's summary and every distinct layout drawn. */
export function ResultSheets({ result, platform = false }: { result: NestResultDetail & { tenantName?: string | null }; platform?: boolean }) {
  const navigate = useNavigate();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        extra={
          // The platform views a space's result read only: downloads and the cutting log stay with the space.
          !platform && (
            <Space wrap>
              <Button icon={<HistoryOutlined />} onClick={() => navigate(`/nest/result-detail-logs?id=${result.id}`)}>
                切割记录
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void download(nestApi.purchaseUrl(result.orderId, result.id), `板材采购清单_${result.orderNo}.xlsx`)}>
                板材采购清单
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void download(nestApi.relationUrl, `零件对应关系_${result.resultNo}.xlsx`, { resultId: result.id })}>
                零件对应关系
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void download(nestApi.zipUrl(result.id), `${result.resultNo}_排版图.zip`)}>
                全部 DXF
              </Button>
            </Space>
          )
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
          {platform && <Descriptions.Item label="空间">{result.tenantName ?? '-'}</Descriptions.Item>}
          <Descriptions.Item label="结果编号">{result.resultNo}</Descriptions.Item>
          <Descriptions.Item label="排版单号">{result.orderNo}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag>{nestResultStateLabels[result.state] ?? result.state}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="利用率">
            <b data-testid="nest-utilisation">{pct(result.utilisation)}</b>
          </Descriptions.Item>
          <Descriptions.Item label="板材">
            {result.sheetCount}张（{result.layoutCount}种排法）
          </Descriptions.Item>
          <Descriptions.Item label="板材面积">{result.plateArea} ㎡</Descriptions.Item>
          <Descriptions.Item label="零件面积">{result.partsArea} ㎡</Descriptions.Item>
          <Descriptions.Item label="余料面积">{result.remnantArea} ㎡</Descriptions.Item>
          <Descriptions.Item label="切割长度">{result.cutLength} m</Descriptions.Item>
          <Descriptions.Item label="穿孔数">{result.pierceCount}</Descriptions.Item>
          <Descriptions.Item label="排版用时">{(result.elapsedMs / 1000).toFixed(1)} 秒</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[12, 12]}>
        {result.sheets.map((s) => (
          <Col key={s.id} xs={24} xl={12}>
            <SheetView resultId={result.id} resultNo={result.resultNo} resultState={result.state} layout={s} platform={platform} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}
