import { Card } from 'antd';
import { useMemo } from 'react';
import { useTabLocation } from '../../lib/contentSize.ts';
import { AcceptanceRecords } from './AcceptancePages.tsx';

/** /cad/project-acceptance-list?id=: acceptance records (of one project, or all). */
export default function ProjectAcceptanceListPage() {
  const { search } = useTabLocation();
  const id = useMemo(() => new URLSearchParams(search).get('id') ?? undefined, [search]);
  return (
    <Card title="验收单列表">
      <AcceptanceRecords projectId={id} />
    </Card>
  );
}
