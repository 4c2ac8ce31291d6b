import { LockOutlined } from '@ant-design/icons';
import { productKindLabels } from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Dropdown, Empty, Input, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTabParam } from '../../lib/contentSize.ts';
import { feedback } from '../../lib/notify.ts';
import { cad } from './api.ts';
import { area } from './tags.tsx';
import { ZoomableSvg } from './ZoomableSvg.tsx';

/** /cad/product-detail?id=: the drawing (zoomable), the measures, code change, downloads and labels. */
export default function ProductDetailPage() {
  const id = useTabParam('id') ?? '';
  const qc = useQueryClient();
  const product = useQuery({
    queryKey: ['cad', 'product', id],
    queryFn: () => cad.product(id),
    enabled: !!id,
  });
  const [code, setCode] = useState<string | null>(null);
  if (!id) return <Empty description="请从产品列表打开产品" />;
  const p = product.data;
  if (!p) return <Card loading />;
  const saveCode = async () => {
    if (!code || code === p.code) return setCode(null);
    await cad.changeCode(p.id, code);
    feedback.message.success('编号已修改');
    setCode(null);
    void qc.invalidateQueries({ queryKey: ['cad'] });
  };
  return (
    <Row gutter={12} data-testid="product-detail">
      <Col xs={24} lg={15}>
        <Card title={`${p.code} 展开图`}>
          <ZoomableSvg svg={p.svg} />
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Card
          title="产品信息"
          extra={
            <Space>
              <Button size="small" onClick={() => cad.downloadDxf(p.id, p.code)}>
                下载 DXF
              </Button>
              <Dropdown
                menu={{
                  items: [
                    { key: '60x40', label: '60×40 mm' },
                    { key: '100x70', label: '100×70 mm' },
                  ],
                  onClick: ({ key }) => void cad.labels({ productIds: [p.id] }, key),
                }}
              >
                <Button size="small">打印标签</Button>
              </Dropdown>
            </Space>
          }
        >
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="产品编号">
              {code === null ? (
                <Space>
                  <span>{p.code}</span>
                  <Typography.Link onClick={() => setCode(p.code)}>修改</Typography.Link>
                </Space>
              ) : (
                <Space.Compact>
                  <Input
                    size="small"
                    value={code}
                    maxLength={64}
                    onChange={(e) => setCode(e.target.value)}
                    onPressEnter={saveCode}
                  />
                  <Button size="small" type="primary" onClick={saveCode}>
                    保存
                  </Button>
                </Space.Compact>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="项目 / 批次">
              {p.projectName} / {p.batchNo}
            </Descriptions.Item>
            <Descriptions.Item label="类别">{productKindLabels[p.kind]}</Descriptions.Item>
            <Descriptions.Item label="材质 / 厚度">
              {p.material ?? '未识别'} / {p.thickness ?? '-'} mm
            </Descriptions.Item>
            <Descriptions.Item label="颜色编码">{p.colorCode ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="数量">{p.quantity}</Descriptions.Item>
            <Descriptions.Item label="展开尺寸">
              {p.unfoldLength.toFixed(1)} × {p.unfoldWidth.toFixed(1)} mm
            </Descriptions.Item>
            <Descriptions.Item label="单件展开面积">{area(p.unfoldArea)}</Descriptions.Item>
            <Descriptions.Item label="合计面积">{area(p.unfoldArea * p.quantity)}</Descriptions.Item>
            <Descriptions.Item label="切割长度">{(p.cutLength / 1000).toFixed(2)} m</Descriptions.Item>
            <Descriptions.Item label="孔 / 折弯">
              {p.holeCount} / {p.bendCount}
            </Descriptions.Item>
            <Descriptions.Item label="打印标签">
              {p.isPrintLabel ? <Tag color="green">是</Tag> : <Tag>否</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="原始图纸">
              {p.fileName ? (
                <Typography.Link onClick={() => void cad.openOriginal(p)}>
                  {p.hasPassword ? <LockOutlined style={{ marginRight: 4 }} /> : null}
                  {p.fileName}
                </Typography.Link>
              ) : (
                '手工录入'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="图中文字">
              {p.texts.length ? p.texts.join('；') : '-'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
