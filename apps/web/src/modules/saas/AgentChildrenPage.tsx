import { childrenEndpoints, type ChildInput } from '@al/contracts';
import { Button, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { api } from '../../lib/api.ts';
import { children, type ChildRow } from './api.ts';
import { download } from '../../lib/download.ts';
import { SpaceOwnerFields } from './SpaceOwnerFields.tsx';
import { SaveModal } from './SaveModal.tsx';
import { expiryDate } from './tenantView.tsx';
import { moneyColumn } from './columns.ts';
import { localTime } from '../../lib/format.ts';

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
  const columns: TableColumn<ChildRow>[] = [
    column('displayName', '空间名称', 200, (v: string, c) => (
      <a onClick={() => navigate(`/agent-children-detail?id=${c.id}`)}>{v}</a>
    )),
    column('editionName', '版本', 120),
    column('expiryTime', '到期时间', 120, expiryDate),
    column('telephone', '联系电话', 130),
    moneyColumn('paidAmount', '累计实付', 120),
    column('creationTime', '开通时间', 170, localTime),
  ];
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
