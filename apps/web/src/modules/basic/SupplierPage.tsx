import { supplierResource } from '@al/contracts';
import { ResourcePage } from '../../components/ResourcePage/index.tsx';

/** /contacts/supplier: suppliers with their types, invoice block and status. */
export default function SupplierPage() {
  return <ResourcePage def={supplierResource} />;
}
