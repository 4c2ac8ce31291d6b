import { DownloadOutlined, ZoomInOutlined, ZoomOutOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Card, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useRef, useState, type MouseEvent, type WheelEvent } from 'react';
import { download } from '../../lib/download.ts';
import { nestApi, pct, useLayoutSvg, type NestLayout } from './api.ts';
import { CutReport } from './CutReport.tsx';

interface View {
  scale: number;
  x: number;
  y: number;
}
const START: View = { scale: 1, x: 0, y: 0 };
const clampScale = (s: number) => Math.min(40, Math.max(0.5, s));

/**
 * One layout of a result, drawn from the engine's SVG: wheel or buttons to zoom, drag to pan,
 * the part code under the pointer, its utilisation and repeat count, and its DXF for the CAM.
 */
export function SheetView({ resultId, resultNo, resultState, layout, platform = false }: { resultId: string; resultNo: string; resultState: number; layout: NestLayout; platform?: boolean }) {
  // The platform (statistics) only looks: no cutting report, no DXF of a space's drawing.
  const svg = useLayoutSvg(resultId, layout.layoutNo, platform);
  const [view, setView] = useState<View>(START);
  const [hover, setHover] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const codeOf = useMemo(() => new Map(layout.placements.map((p) => [p.lineId, p.code])), [layout.placements]);

  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const px = e.clientX - rect.left;
    const py = e.clientY - rect.top;
    setView((v) => {
      const scale = clampScale(v.scale * (e.deltaY < 0 ? 1.2 : 1 / 1.2));
      const k = scale / v.scale;
      return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
    });
  };
  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) setView({ ...d.view, x: d.view.x + e.clientX - d.x, y: d.view.y + e.clientY - d.y });
    const part = (e.target as Element).closest?.('[data-part]')?.getAttribute('data-part');
    setHover(part ? (codeOf.get(part) ?? part) : null);
  };
  const fileName = `${resultNo}-${String(layout.layoutNo).padStart(2, '0')}.dxf`;

  return (
    <Card
      size="small"
      data-testid="nest-sheet"
      title={
        <Space wrap>
          <span>第{layout.layoutNo}版</span>
          <Tag>{layout.plateName}</Tag>
          <Tag color="purple">×{layout.repeat}张</Tag>
          <span>利用率 {pct(layout.utilisation)}</span>
          <Typography.Text type="secondary">
            {layout.partCount}件 · 切割 {layout.cutLength} m · 穿孔 {layout.pierceCount}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space>
          {!platform && <CutReport resultId={resultId} resultState={resultState} layout={layout} />}
          <Tooltip title="放大">
            <Button size="small" icon={<ZoomInOutlined />} onClick={() => setView((v) => ({ ...v, scale: clampScale(v.scale * 1.5) }))} />
          </Tooltip>
          <Tooltip title="缩小">
            <Button size="small" icon={<ZoomOutOutlined />} onClick={() => setView((v) => ({ ...v, scale: clampScale(v.scale / 1.5) }))} />
          </Tooltip>
          <Tooltip title="复位">
            <Button size="small" icon={<ExpandOutlined />} onClick={() => setView(START)} />
          </Tooltip>
          {!platform && (
            <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(nestApi.layoutDxfUrl(resultId, layout.layoutNo), fileName)}>
              DXF
            </Button>
          )}
        </Space>
      }
    >
      <div
        style={{ position: 'relative', overflow: 'hidden', height: 320, background: '#fafafa', cursor: drag.current ? 'grabbing' : 'grab', userSelect: 'none' }}
        onWheel={onWheel}
        onMouseDown={(e) => (drag.current = { x: e.clientX, y: e.clientY, view })}
        onMouseUp={() => (drag.current = null)}
        onMouseLeave={() => {
          drag.current = null;
          setHover(null);
        }}
        onMouseMove={onMove}
      >
        {svg.isLoading ? (
          <Spin style={{ margin: 40 }} />
        ) : (
          <div
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`, transformOrigin: '0 0', width: '100%', height: '100%' }}
            // The SVG is drawn by our own server from numbers and part ids (escaped by the engine's exporter).
            dangerouslySetInnerHTML={{ __html: (svg.data ?? '').replace(/width="[^"]*mm" height="[^"]*mm"/, 'width="100%" height="100%"') }}
          />
        )}
        {hover && (
          <Tag color="blue" style={{ position: 'absolute', left: 8, top: 8 }} data-testid="nest-hover-code">
            {hover}
          </Tag>
        )}
      </div>
    </Card>
  );
}
