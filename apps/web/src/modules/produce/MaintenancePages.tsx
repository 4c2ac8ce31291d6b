import { maintenanceDocument } from '@al/contracts';
import { DocumentDetail, DocumentList } from '../../components/DocumentPage/index.ts';

/** /produce/equipment-emaintenance and its detail: maintenance records from their definition. */
export const MaintenanceListPage = () => <DocumentList def={maintenanceDocument} detailPath="/produce/equipment-emaintenance-detail" />;
export const MaintenanceDetailPage = () => <DocumentDetail def={maintenanceDocument} listPath="/produce/equipment-emaintenance" />;
