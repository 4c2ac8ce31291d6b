import { bookEndpoints, BOOK_MAX_DAYS, type BookShare } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Image, Input, InputNumber, Layout, QRCode, Result, Row, Select, Space, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '../../lib/notify.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useSession } from '../../lib/session.ts';
import { cad } from './api.ts';
import { useProject } from './useProject.ts';
import { ProjectPicker } from './ProjectPicker.tsx';

/** The album a share link opens: no sign-in; the token is the only key. */
function SharedAlbum({ token }: { token: string }) {
  const q = useQuery({ queryKey: ['book', token], queryFn: () => callEndpoint(bookEndpoints.album, { query: { token } }, { silent: true }), retry: false });
  if (q.isLoading) return <Spin size="large" style={{ display: 'block', padding: 96 }} />;
  if (q.error || !q.data)
    return <Result status="warning" title="画册链接无效或已过期" subTitle="请联系分享画册的企业重新获取链接。" />;
  const a = q.data;
  const pdf = (batchId: string) => `${bookEndpoints.pdf.path}?${new URLSearchParams({ token, batchId })}`;
  return (
    <div data-testid="book-album">
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={24} align="middle">
          {a.project.coverImage && (
            <Col flex="220px">
              <Image src={a.project.coverImage} width={200} fallback="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" />
            </Col>
          )}
          <Col flex="auto">
            <Typography.Text type="secondary">{a.enterpriseName} · 项目画册</Typography.Text>
            <Typography.Title level={3} style={{ marginTop: 4 }}>
              {a.project.name}
            </Typography.Title>
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label="项目编号">{a.project.code}</Descriptions.Item>
              <Descriptions.Item label="客户">{a.project.demandSide ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="工地地址">{a.project.siteAddress ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="交货日期">{a.project.deliveryDate}</Descriptions.Item>
              <Descriptions.Item label="链接有效期至">{new Date(a.expiresAt).toLocaleString('zh-CN')}</Descriptions.Item>
            </Descriptions>
          </Col>
        </Row>
      </Card>
      {a.batches.length === 0 ? (
        <Empty description="该项目还没有批次" />
      ) : (
        <Tabs
          items={a.batches.map((b) => ({
            key: b.id,
            label: `${b.batchNo}${b.name ? ` ${b.name}` : ''}`,
            children: (
              <Card
                size="small"
                title={`${b.kindAmount} 种 / ${b.productAmount} 件 · 展开面积 ${b.unfoldArea} m²`}
                extra={
                  b.products.length > 0 && (
                    <Button href={pdf(b.id)} target="_blank" data-testid="book-pdf">
                      下载图册 PDF
                    </Button>
                  )
                }
              >
                {b.products.length === 0 ? (
                  <Empty description="该批次还没有产品" />
                ) : (
                  <Row gutter={[12, 12]}>
                    {b.products.map((p) => (
                      <Col key={p.id} xs={12} sm={8} md={6} xl={4}>
                        <Card size="small" cover={<img src={p.thumbnailUrl} alt={p.code} style={{ height: 120, objectFit: 'contain', padding: 8 }} />}>
                          <Typography.Text strong>{p.code}</Typography.Text>
                          <div style={{ fontSize: 12, color: '#666' }}>
                            {Math.round(p.unfoldLength)}×{Math.round(p.unfoldWidth)} · {p.quantity} 件
                            <br />
                            {[p.material, p.thickness ? `${p.thickness}mm` : null, p.colorCode].filter(Boolean).join(' · ') || '—'}
                          </div>
                        </Card>
                      </Col>
                    ))}
                  </Row>
                )}
              </Card>
            ),
          }))}
        />
      )}
    </div>
  );
}

/** A signed-in user makes the PDF of a batch, or a link to the album that opens without sign-in. */
function AlbumMaker() {
  const factoryId = useSession((s) => s.factoryId);
  const [projectId, setProjectId] = useState<string>();
  const [batchId, setBatchId] = useState<string>();
  const [days, setDays] = useState(7);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [share, setShare] = useState<BookShare | null>(null);
  const project = useProject(projectId);
  const batch = project.data?.batches.find((b) => b.id === batchId);
  if (!factoryId) return <Result status="info" title="请先选择工厂" extra={<Link to="/home">返回首页</Link>} />;
  const makePdf = async () => {
    if (!projectId || !batch) return;
    setBusy(true);
    try {
      await cad.book(projectId, batch.id, `${project.data!.name}_${batch.batchNo}_图册.pdf`);
    } finally {
      setBusy(false);
    }
  };
  const makeLink = async () => {
    if (!projectId) return;
    setBusy(true);
    try {
      setShare(await callEndpoint(bookEndpoints.share, { params: { id: projectId }, body: { batchId, days, password: password || undefined } }));
    } catch {
      // shown by the request client (e.g. 图纸密码)
    } finally {
      setBusy(false);
    }
  };
  const url = share ? `${window.location.origin}${share.path}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      feedback.message.success('复制完毕');
    } catch {
      feedback.message.error('复制失败');
    }
  };
  return (
    <Card title="项目画册" extra={<Link to="/cad/project">返回项目列表</Link>} data-testid="book-maker">
      <Space wrap>
        <ProjectPicker value={projectId} onChange={(id) => (setProjectId(id), setBatchId(undefined), setShare(null))} />
        <Select
          style={{ width: 220 }}
          allowClear
          placeholder="全部批次"
          value={batchId}
          onChange={(v) => (setBatchId(v), setShare(null))}
          options={(project.data?.batches ?? []).map((b) => ({ value: b.id, label: `${b.batchNo}（${b.kindAmount} 种 / ${b.productAmount} 件）` }))}
        />
        <Button disabled={!batch || !batch.kindAmount} loading={busy} onClick={() => void makePdf()}>
          生成图册 PDF
        </Button>
      </Space>
      <Card size="small" title="分享画册链接（无需登录即可查看）" style={{ marginTop: 16 }}>
        <Space wrap>
          <span>有效天数</span>
          <InputNumber min={1} max={BOOK_MAX_DAYS} precision={0} value={days} onChange={(v) => setDays(v ?? 7)} />
          {project.data?.hasPassword && <Input.Password placeholder="图纸密码" value={password} onChange={(e) => setPassword(e.target.value)} style={{ width: 160 }} />}
          <Button type="primary" disabled={!projectId} loading={busy} onClick={() => void makeLink()} data-testid="book-share">
            生成分享链接
          </Button>
        </Space>
        {share && (
          <Row gutter={24} style={{ marginTop: 16 }} align="middle">
            <Col>
              <QRCode value={url} size={140} />
            </Col>
            <Col flex="auto">
              <Typography.Paragraph copyable={false} style={{ wordBreak: 'break-all' }} data-testid="book-link">
                {url}
              </Typography.Paragraph>
              <Space>
                <Button onClick={() => void copy()}>复制链接</Button>
                <Button href={share.path} target="_blank">
                  打开画册
                </Button>
              </Space>
              <div style={{ marginTop: 8, color: '#999' }}>有效期至 {new Date(share.expiresAt).toLocaleString('zh-CN')}；设置或修改图纸密码后链接失效。</div>
            </Col>
          </Row>
        )}
      </Card>
    </Card>
  );
}

/** /book (spec 01 route "book", no login): the project album. */
export default function BookPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const signedIn = useSession((s) => !!s.token);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ maxWidth: 1200, width: '100%', margin: '0 auto', padding: 24 }}>
        {token ? (
          <SharedAlbum token={token} />
        ) : signedIn ? (
          <AlbumMaker />
        ) : (
          <Result
            status="info"
            title="项目画册"
            subTitle="画册通过企业分享的链接打开；企业用户登录后可生成画册与分享链接。"
            extra={
              <Link to={`/user/login?redirect=${encodeURIComponent('/book')}`}>
                <Button type="primary">登录</Button>
              </Link>
            }
          />
        )}
      </Layout.Content>
    </Layout>
  );
}
