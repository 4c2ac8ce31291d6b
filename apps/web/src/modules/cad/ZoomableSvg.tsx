import { Button, Space } from 'antd';
import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';

/** An SVG drawing that zooms with the wheel (around the pointer) and pans by dragging. */
export function ZoomableSvg({ svg, height = 520 }: { svg: string; height?: number }) {
  const [view, setView] = useState({ k: 1, x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const zoomAt = (factor: number, cx: number, cy: number) =>
    setView((v) => {
      const k = Math.min(40, Math.max(0.2, v.k * factor));
      const f = k / v.k;
      return { k, x: cx - (cx - v.x) * f, y: cy - (cy - v.y) * f };
    });
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const r = box.current!.getBoundingClientRect();
    zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top);
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX - view.x, y: e.clientY - view.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) setView((v) => ({ ...v, x: e.clientX - d.x, y: e.clientY - d.y }));
  };
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => zoomAt(1.5, 0, 0)}>
          放大
        </Button>
        <Button size="small" onClick={() => zoomAt(1 / 1.5, 0, 0)}>
          缩小
        </Button>
        <Button size="small" onClick={() => setView({ k: 1, x: 0, y: 0 })}>
          复位
        </Button>
        <span style={{ color: '#888' }}>滚轮缩放，拖动平移（{Math.round(view.k * 100)}%）</span>
      </Space>
      <div
        ref={box}
        data-testid="drawing"
        onWheel={onWheel}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={() => (drag.current = null)}
        style={{
          height,
          overflow: 'hidden',
          background: '#fafbfc',
          border: '1px solid #eee',
          borderRadius: 6,
          cursor: 'grab',
          touchAction: 'none',
        }}
      >
        <div
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})`,
            transformOrigin: '0 0',
            width: '100%',
            height: '100%',
            display: 'grid',
            placeItems: 'center',
          }}
          // The SVG is built by our own server from numbers (no user text inside), so it is safe to inline.
          dangerouslySetInnerHTML={{
            __html: svg.replace('<svg ', `<svg style="max-width:100%;max-height:${height - 20}px" `),
          }}
        />
      </div>
    </div>
  );
}
