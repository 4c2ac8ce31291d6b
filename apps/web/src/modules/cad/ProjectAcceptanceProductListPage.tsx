import { Card, Empty } from 'antd';
import { useTabParam } from '../../lib/contentSize.ts';
import { AcceptanceProducts } from './AcceptancePages.tsx';

/** /cad/project-acceptance-product-list?id=: accepted quantities per product of a project. */
export default function ProjectAcceptanceProductListPage() {
  const id = useTabParam('id') ?? '';
  return (
    <Card title="验收产品列表">
      {id ? <AcceptanceProducts projectId={id} /> : <Empty description="请从项目验收进入" />}
    </Card>
  );
}
