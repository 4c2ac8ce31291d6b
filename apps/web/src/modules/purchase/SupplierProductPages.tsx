import { supplierProductResource, supplierProductSkuResource } from '@al/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourcePage } from '../../components/ResourcePage/index.tsx';
import { useTabLocation } from '../../lib/contentSize.ts';

/** /supplier/product: the supplier's plate catalogue; each row opens its SKUs (surface, price, stock, lead time). */
export function SupplierProductPage() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      def={supplierProductResource}
      title="板材管理"
      rowActions={(row) => <a onClick={() => navigate(`/supplier/product-sku?productId=${row.id}`)}>规格与价格</a>}
    />
  );
}

/** /supplier/product-sku: the SKUs of one product (?productId=), or of all. */
export function SupplierProductSkuPage() {
  const { search } = useTabLocation();
  const productId = new URLSearchParams(search).get('productId');
  const fixed = useMemo(() => (productId ? { productId } : undefined), [productId]);
  return <ResourcePage def={supplierProductSkuResource} title="板材规格" fixedFilters={fixed} defaultValues={fixed} />;
}
