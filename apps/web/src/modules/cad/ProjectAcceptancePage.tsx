import { Card, Empty, Space, Tabs } from 'antd';
import { useState } from 'react';
import { AcceptanceProducts, AcceptanceRecords } from './AcceptancePages.tsx';
import { ProjectPicker } from './ProjectPicker.tsx';

/** /cad/project-acceptance: choose a project, record what the customer accepted on site. */
export default function ProjectAcceptancePage() {
  const [projectId, setProjectId] = useState<string>();
  return (
    <Card
      title={
        <Space>
          项目验收
          <ProjectPicker value={projectId} onChange={setProjectId} />
        </Space>
      }
    >
      {projectId ? (
        <Tabs
          items={[
            { key: 'products', label: '按产品', children: <AcceptanceProducts projectId={projectId} /> },
            { key: 'records', label: '验收记录', children: <AcceptanceRecords projectId={projectId} /> },
          ]}
        />
      ) : (
        <Empty description="请选择项目" />
      )}
    </Card>
  );
}
