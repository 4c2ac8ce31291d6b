import { ACCESSORY_CUT_COLORS, type AccessoryBarLayout } from '@al/contracts';
import { Card, Empty, Space, Tag, Tooltip, Typography } from 'antd';
import { pct } from './api.ts';

const W = 1000;
const H = 44;

/**
 * One bar pattern drawn as a horizontal strip: the bar, each cut piece at its offset with its code
 * and length, the offcut hatched at the end. Scaled to the width of the card (viewBox).
 */
export function BarStrip({ bar, colorOf }: { bar: AccessoryBarLayout; colorOf: (lineId: string) => string }) {
  const k = W / bar.barLength;
  const usedEnd = bar.cuts.length ? bar.cuts[bar.cuts.length - 1]!.offset + bar.cuts[bar.cuts.length - 1]!.length : 0;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ display: 'block', maxHeight: 64 }} role="img" aria-label={`型材${bar.layoutNo}`} data-testid="accessory-bar">
      <defs>
        <pattern id="offcut-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="6" stroke="#bfbfbf" strokeWidth="2" />
        </pattern>
      </defs>
      <rect x={0} y={2} width={W} height={H - 4} fill="#fafafa" stroke="#8c8c8c" />
      {bar.offcut > 0 && <rect x={usedEnd * k} y={2} width={bar.offcut * k} height={H - 4} fill="url(#offcut-hatch)" data-testid="accessory-offcut" />}
      {bar.cuts.map((c, i) => (
        <g key={i} data-testid="accessory-cut">
          <title>{`${c.code}：${c.length} mm（起点 ${c.offset} mm）`}</title>
          <rect x={c.offset * k} y={4} width={Math.max(1, c.length * k)} height={H - 8} fill={colorOf(c.lineId)} stroke="#595959" strokeWidth={0.8} />
          {c.length * k > 40 && (
            <text x={(c.offset + c.length / 2) * k} y={H / 2 - 2} textAnchor="middle" fontSize={11} fill="#262626">
              {c.code}
            </text>
          )}
          {c.length * k > 40 && (
            <text x={(c.offset + c.length / 2) * k} y={H / 2 + 12} textAnchor="middle" fontSize={10} fill="#434343">
              {c.length}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

/** Every bar pattern of a result, most repeated first, with repeat count, offcut and utilisation. */
export function AccessoryBars({ bars }: { bars: AccessoryBarLayout[] }) {
  if (!bars.length) return <Empty description="没有型材" />;
  const ids = [...new Set(bars.flatMap((b) => b.cuts.map((c) => c.lineId)))];
  const colorOf = (lineId: string) => ACCESSORY_CUT_COLORS[ids.indexOf(lineId) % ACCESSORY_CUT_COLORS.length]!;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="small" data-testid="accessory-bars">
      {bars.map((bar) => (
        <Card
          key={bar.layoutNo}
          size="small"
          title={
            <Space size="small">
              <span>方案 {bar.layoutNo}</span>
              <Tag color="blue">×{bar.repeat} 根</Tag>
              <Typography.Text type="secondary">型材 {bar.barLength} mm</Typography.Text>
            </Space>
          }
          extra={
            <Space size="middle">
              <Tooltip title="切下的段数">{bar.cuts.length} 段</Tooltip>
              <span>余料 {bar.offcut} mm</span>
              <span>利用率 {pct(bar.utilisation)}</span>
            </Space>
          }
        >
          <BarStrip bar={bar} colorOf={colorOf} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {bar.cuts.map((c) => `${c.code}(${c.length})`).join(' + ')}
          </Typography.Text>
        </Card>
      ))}
    </Space>
  );
}
