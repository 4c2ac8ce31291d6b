import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { ProductTable, type ProductFilter } from './ProductTable.tsx';
import { useFilters } from '../../components/hooks/useList.ts';

const fields: SearchField[] = [
  { name: 'code', label: '产品编号', type: 'input', history: true },
  { name: 'material', label: '材质', type: 'input' },
  { name: 'thickness', label: '厚度', type: 'inputNumber', min: 0, max: 100, step: 0.5 },
];

const toFilter = (v: SearchValues): ProductFilter => ({
  code: (v.code as string) || undefined,
  material: (v.material as string) || undefined,
  thickness: typeof v.thickness === 'number' ? v.thickness : undefined,
});

/** /cad/product: every product of the factory's projects, with its thumbnail. */
export default function ProductListPage() {
  const { filters: filter, setFilters: setFilter, searches } = useFilters<ProductFilter>({});
  return (
    <div data-testid="product-list">
      <SearchBar fields={fields} onSearch={(v) => setFilter(toFilter(v))} onReset={() => setFilter({})} />
      <ProductTable filter={filter} version={searches} title="产品列表" />
    </div>
  );
}
