import { BOARD_PUBLIC_PATH, QC_RATE_DAYS, type BoardData, type BoardWidgetData } from '@al/contracts';
import type { EChartsOption } from 'echarts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Chart } from '../../components/Chart.tsx';
import { eventsUrl } from './boardApi.ts';

const INK = '#e6f4ff';
const DIM = '#8aa4c8';
const PANEL: React.CSSProperties = { background: '#0d1b33', border: '1px solid #1f3a66', borderRadius: 8, padding: 20, minHeight: 260, display: 'flex', flexDirection: 'column' };
const RETRY_MS = 5000;

type Output = Extract<BoardWidgetData, { type: 'todayOutput' }>;

function OutputWidget({ w }: { w: Output }) {
  const option = useMemo<EChartsOption>(
    () => ({
      grid: { left: 50, right: 20, top: 20, bottom: 40 },
      xAxis: { type: 'category', data: w.items.map((i) => i.processName), axisLabel: { color: INK, fontSize: 16 } },
      yAxis: { type: 'value', axisLabel: { color: DIM }, splitLine: { lineStyle: { color: '#1f3a66' } } },
      series: [{ type: 'bar', data: w.items.map((i) => i.pieces), itemStyle: { color: '#3ba0ff' }, label: { show: true, position: 'top', color: INK, fontSize: 16 } }],
    }),
    [w],
  );
  return (
    <>
      <div style={{ color: DIM }}>
        今日合计（件） <span data-testid="board-today-total" style={{ fontSize: 56, fontWeight: 700, color: '#5cdbd3', marginLeft: 12 }}>{w.total}</span>
      </div>
      {w.items.length ? <Chart option={option} height={260} /> : <Empty text="今日暂无报工" />}
    </>
  );
}

const Empty = ({ text }: { text: string }) => <div style={{ flex: 1, display: 'grid', placeItems: 'center', color: DIM, fontSize: 28 }}>{text}</div>;

function Widget({ w }: { w: BoardWidgetData }) {
  let body: React.ReactNode;
  if (w.type === 'todayOutput') body = <OutputWidget w={w} />;
  else if (w.type === 'qcRate')
    body =
      w.rate == null ? (
        <Empty text={w.message} />
      ) : (
        <div style={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
          <div>
            <div data-testid="board-qc-rate" style={{ fontSize: 72, fontWeight: 700, color: w.rate >= 95 ? '#5cdbd3' : '#ff7875' }}>
              {w.rate}%
            </div>
            <div style={{ color: DIM, fontSize: 20 }}>
              近{QC_RATE_DAYS}天 检验{w.total}件 · 合格{w.passed}件
            </div>
          </div>
        </div>
      );
  else if (w.type === 'projectProgress')
    body = w.projects.length ? (
      w.projects.map((p) => (
        <div key={p.projectId} style={{ margin: '10px 0' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 20 }}>
            <span>{p.projectName}</span>
            <span style={{ fontSize: 28, fontWeight: 700, color: '#5cdbd3' }}>{p.percent}%</span>
          </div>
          <div style={{ height: 12, background: '#1f3a66', borderRadius: 6 }}>
            <div style={{ width: `${Math.min(100, p.percent)}%`, height: '100%', background: '#3ba0ff', borderRadius: 6 }} />
          </div>
        </div>
      ))
    ) : (
      <Empty text="暂无进行中的项目" />
    );
  else
    body = w.plans.length ? (
      <table style={{ width: '100%', fontSize: 18, borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ color: DIM, textAlign: 'left' }}>
            <th>计划单号</th>
            <th>项目</th>
            <th>计划结束</th>
            <th>进度</th>
            <th>滞后</th>
          </tr>
        </thead>
        <tbody>
          {w.plans.map((p) => (
            <tr key={p.id}>
              <td>{p.docNo}</td>
              <td>{p.projectName}</td>
              <td>{p.planEnd}</td>
              <td>{p.percent}%</td>
              <td style={{ color: '#ff7875', fontWeight: 700 }}>{p.daysLate}天</td>
            </tr>
          ))}
        </tbody>
      </table>
    ) : (
      <Empty text="暂无滞后计划" />
    );
  return (
    <section style={PANEL} data-testid={`board-widget-${w.type}`}>
      <h2 style={{ margin: '0 0 12px', fontSize: 24, color: INK }}>{w.title}</h2>
      {body}
    </section>
  );
}

/**
 * A board's workshop TV (no login, the public link's token is the key): the first event carries the
 * data, each scan pushes fresh data; a dropped stream is said and reopened.
 */
export default function BoardScreenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [data, setData] = useState<BoardData | null>(null);
  const [state, setState] = useState<'connecting' | 'live' | 'dropped'>('connecting');
  const [fatal, setFatal] = useState<string | null>(null);
  useEffect(() => {
    if (!token) {
      setFatal('看板链接无效');
      return;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      source = new EventSource(eventsUrl(token));
      source.addEventListener('data', (e) => {
        setData(JSON.parse((e as MessageEvent<string>).data) as BoardData);
        setState('live');
      });
      source.onerror = () => {
        setState('dropped');
        if (source?.readyState !== EventSource.CLOSED) return;
        // the browser gave up (the server refused the stream): ask why, then try again later
        void fetch(`${BOARD_PUBLIC_PATH}/${encodeURIComponent(token)}/data`).then(
          async (r) => (r.status === 404 ? setFatal(((await r.json()) as { error: { message: string } }).error.message) : undefined),
          () => undefined,
        );
        if (!stopped) retry = setTimeout(connect, RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [token]);
  useEffect(() => {
    if (data) document.title = `${data.name} - 生产看板`;
  }, [data]);
  return (
    <div style={{ minHeight: '100vh', background: '#06101f', color: INK, padding: 24, boxSizing: 'border-box', fontFamily: 'system-ui, sans-serif' }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: 20 }}>
        <h1 style={{ margin: 0, fontSize: 40, letterSpacing: 4 }}>{data?.name ?? '生产看板'}</h1>
        <span style={{ color: DIM, fontSize: 18 }}>{data ? `更新于 ${new Date(data.at).toLocaleTimeString('zh-CN', { hour12: false })}` : ''}</span>
      </header>
      {fatal ? (
        <Empty text={fatal} />
      ) : (
        <>
          {state === 'dropped' && (
            <div role="alert" style={{ background: '#5c1d1d', color: '#ffccc7', padding: '8px 16px', borderRadius: 6, marginBottom: 16, fontSize: 20 }}>
              连接中断，正在重连…
            </div>
          )}
          {!data ? (
            <Empty text="连接中…" />
          ) : (
            <main style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(560px, 1fr))', gap: 20 }}>
              {data.widgets.map((w, i) => (
                <Widget key={i} w={w} />
              ))}
            </main>
          )}
        </>
      )}
    </div>
  );
}
