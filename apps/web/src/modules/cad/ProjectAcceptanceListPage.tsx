import { Card } from 'antd';
import { useTabParam } from '../../lib/contentSize.ts';
import { AcceptanceRecords } from './AcceptancePages.tsx';

/** /cad/project-acceptance-list?id=: acceptance records (of one project, or all). */
export default function ProjectAcceptanceListPage() {
  return (
    <Card title="验收单列表">
      <AcceptanceRecords projectId={useTabParam('id')} />
    </Card>
  );
}
