import { basicResources, plateSummaryEndpoints as ep, plateSummaryLists, type PlateSummaryLevel as Level, type PlateSummaryRow } from '@al/contracts';
import { Button } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../lib/endpoint.ts';
import { download } from '../../lib/download.ts';
import { useTabLocation } from '../../lib/contentSize.ts';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams } from '../../components/TableContainer/index.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';
import { listFilters } from '../../components/ResourcePage/search.ts';
import { useAllRows } from '../../components/ResourcePage/index.tsx';
import { useFilters } from '../../components/hooks/useList.ts';

type Row = PlateSummaryRow & { key: string };

const ENDPOINTS = {
  summary: [ep.summary, ep.summaryExport],
  group: [ep.group, ep.groupExport],
  detail: [ep.detail, ep.detailExport],
} as const;
const TITLES: Record<Level, string> = { summary: '库存汇总（材质 × 厚度）', group: '汇总分组明细（规格）', detail: '汇总明细（库位）' };
const PAGE = '/warehouse/material/';

/** The query a row opens at the next level down. */
const drill = (r: Row, level: Level) =>
  new URLSearchParams({
    materialTextureId: r.materialTextureId,
    thickness: String(r.thickness),
    ...(level === 'group' ? { width: String(r.width), length: String(r.length), isRemnant: String(!!r.isRemnant) } : {}),
  }).toString();

/**
 * One level of the plate stock summary: by material and thickness, by size within one, by position
 * within a size; a row opens the next level, and each level exports its Excel.
 */
function Summary({ level }: { level: Level }) {
  const navigate = useNavigate();
  const { search } = useTabLocation();
  const fixed = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const { filters, setFilters, searches } = useFilters<Record<string, unknown>>({});
  const warehouses = useAllRows(basicResources.warehouse.basePath);
  const all = useMemo(() => ({ ...filters, ...fixed }), [filters, fixed]);
  const loader = useCallback(
    (p: LoadParams) =>
      callEndpoint(ENDPOINTS[level][0], { query: { ...all, ...p } as never }).then((r) => ({
        ...r,
        items: r.items.map((x, i) => ({ ...x, key: `${x.materialTextureId}|${x.thickness}|${x.width}|${x.length}|${x.isRemnant}|${x.position}|${x.batchNo}|${i}` })),
      })),
    [level, all],
  );
  const fields: SearchField[] = useMemo(
    () => [
      {
        name: 'warehouseId',
        label: '仓库',
        type: 'select',
        options: (warehouses.data ?? []).filter((w) => w.type === 1 || w.type === 5).map((w) => ({ value: w.id as string, label: String(w.name) })),
      },
      ...(level === 'summary' ? [{ name: 'thickness', label: '厚度', type: 'inputNumber', min: 0, step: 0.5 } as SearchField] : []),
      { name: 'isRemnant', label: '余料', type: 'select', options: [{ value: 'true', label: '余料' }, { value: 'false', label: '整板' }] },
    ],
    [warehouses.data, level],
  );
  const next = level === 'summary' ? 'summary-group-detail' : level === 'group' ? 'summary-detail' : null;
  const columns = tableColumns<Row>(plateSummaryLists[level], {
    materialName: {
      render: (v: string, r) => (next ? <a onClick={() => navigate(`${PAGE}${next}?${drill(r, level)}`)}>{v}</a> : v),
    },
    sheets: { render: (v: number) => <span data-testid="summary-sheets">{v}</span> },
  });
  return (
    <div data-testid={`plate-summary-${level}`}>
      <SearchBar fields={fields} onSearch={(v: SearchValues) => setFilters(listFilters(v))} />
      <TableContainer<Row>
        title={TITLES[level]}
        rowKey="key"
        columns={columns}
        loader={loader}
        params={all}
        reloadKey={searches}
        extra={
          <Button onClick={() => void download(ENDPOINTS[level][1].path, `${TITLES[level]}.xlsx`, all as never)}>导出Excel</Button>
        }
      />
    </div>
  );
}

export const SummaryPage = () => <Summary level="summary" />;
export const SummaryGroupDetailPage = () => <Summary level="group" />;
export const SummaryDetailPage = () => <Summary level="detail" />;
