import { childList, childrenEndpoints, type ChildInput } from '@al/contracts';
import { Button, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TableContainer } from '../../components/TableContainer/index.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';
import { api } from '../../lib/api.ts';
import { children, type ChildRow } from './api.ts';
import { download } from '../../lib/download.ts';
import { SpaceOwnerFields } from './SpaceOwnerFields.tsx';
import { SaveModal } from './SaveModal.tsx';

function OpenChildModal({ onClose }: { onClose(saved: boolean): void }) {
  const [form] = Form.useForm<ChildInput>();
  const editions = useQuery({ queryKey: ['editions'], queryFn: () => api.editions() });
  return (
    <SaveModal title="开通下级用户" form={form} save={children.open} done="开通成功" onClose={onClose}>
      <SpaceOwnerFields editions={(editions.data ?? []).filter((e) => e.editionType !== 5)} />
    </SaveModal>
  );
}

/** /agent-children: the spaces this agent brought in, what they paid, and opening a new one. */
export default function AgentChildrenPage() {
  const navigate = useNavigate();
  const [reload, setReload] = useState(0);
  const [opening, setOpening] = useState(false);
  const columns = tableColumns(childList, {
    displayName: { render: (v: string, c: ChildRow) => <a onClick={() => navigate(`/agent-children-detail?id=${c.id}`)}>{v}</a> },
  });
  return (
    <>
      <TableContainer<ChildRow>
        title="代理商用户"
        extra={
          <>
            <Button onClick={() => void download(childrenEndpoints.down.path, '下级用户.xlsx', {})}>导出Excel</Button>{' '}
            <Button type="primary" onClick={() => setOpening(true)}>
              开通下级用户
            </Button>
          </>
        }
        columns={columns}
        rowKey="id"
        loader={() => children.list()}
        params={reload}
      />
      {opening && (
        <OpenChildModal
          onClose={(saved) => {
            setOpening(false);
            if (saved) setReload((n) => n + 1);
          }}
        />
      )}
    </>
  );
}
