import { storagePositionResource, warehouseResource } from '@al/contracts';
import { ResourceWithChildren } from '../../components/ResourcePage/ChildDrawer.tsx';

/** /common/warehouse: the factory's warehouses (one default per type) and their storage positions. */
export default function WarehousePage() {
  return (
    <ResourceWithChildren
      def={warehouseResource}
      action="库位"
      drawerTitle={(row) => `${String(row.name)} 的库位（规则 ${String(row.positionRule ?? '无')}）`}
    >
      {[storagePositionResource]}
    </ResourceWithChildren>
  );
}
