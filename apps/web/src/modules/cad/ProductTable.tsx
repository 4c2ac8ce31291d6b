import { PrinterOutlined } from '@ant-design/icons';
import { productList, type ProductItem } from '@al/contracts';
import { Button, Dropdown, Space, Switch, Typography } from 'antd';
import { useCallback, useState, type Key } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';
import { cad } from './api.ts';
import { DeleteLink } from './DeleteLink.tsx';
import { area } from './tags.tsx';

export interface ProductFilter {
  projectId?: string;
  batchId?: string;
  code?: string;
  material?: string;
  thickness?: number;
}

/** Products with their thumbnails; used by the product list and the project detail. */
export function ProductTable({
  filter,
  version = 0,
  title = '产品',
}: {
  filter: ProductFilter;
  /** A change reloads the current page (a write elsewhere on the page, a search). */
  version?: number;
  title?: string;
}) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const [own, setOwn] = useState(0);
  const reload = () => setOwn((v) => v + 1);
  const loader = useCallback(
    (p: LoadParams) => cad.products({ ...p, ...filter }),
    [filter],
  );
  const columns: TableColumn<ProductItem>[] = [
    ...tableColumns(productList, {
      thumbnailUrl: {
        render: (_, p) => <img src={p.thumbnailUrl} alt={p.code} style={{ maxWidth: 80, maxHeight: 56, display: 'block' }} />,
      },
      code: {
        sorter: true,
        render: (_, p) => <Typography.Link onClick={() => navigate(`/cad/product-detail?id=${p.id}`)}>{p.code}</Typography.Link>,
      },
      quantity: { sorter: true },
      unfoldArea: { sorter: true, render: (_, p) => <span data-testid="product-area">{area(p.unfoldArea)}</span> },
      isPrintLabel: {
        render: (_, p) => <Switch size="small" checked={p.isPrintLabel} onChange={(v) => cad.printFlag([p.id], v).then(reload)} />,
      },
    }),
    actionColumn(150, (p) => (
      <Space size={4}>
        <Typography.Link onClick={() => cad.downloadDxf(p.id, p.code)}>DXF</Typography.Link>
        <Typography.Link onClick={() => navigate(`/cad/product-detail?id=${p.id}`)}>详情</Typography.Link>
        <DeleteLink confirm={`确认删除产品“${p.code}”？`} remove={() => cad.deleteProduct(p.id)} reload={reload} />
      </Space>
    )),
  ];
  const printMenu = (ids: string[]) => ({
    items: [
      { key: '60x40', label: '60×40 mm' },
      { key: '100x70', label: '100×70 mm' },
    ],
    onClick: ({ key }: { key: string }) => void cad.labels({ productIds: ids }, key),
  });
  return (
    <div data-testid="product-table">
      <TableContainer<ProductItem>
        title={title}
        rowKey="id"
        columns={columns}
        loader={loader}
        params={filter}
        reloadKey={[version, own]}
        settingsKey="/cad/product"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys as string[]) }}
        extra={
          <Space>
            <Dropdown disabled={!selected.length} menu={printMenu(selected)}>
              <Button icon={<PrinterOutlined />}>
                打印标签{selected.length ? `（${selected.length}）` : ''}
              </Button>
            </Dropdown>
            <Button onClick={() => cad.exportProducts({ ...filter, maxResultCount: 1000 })}>
              导出 Excel
            </Button>
          </Space>
        }
      />
    </div>
  );
}
