import { queryOrganizationUnitResource as def, staffingEndpoints, type PagedResult } from '@al/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { http } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useActions, type ResourceRow } from '../../components/ResourcePage/index.tsx';
import { searchFieldsOf } from '../../components/ResourcePage/search.ts';
import { actionColumn, column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { PersonnelConfigModal } from './PersonnelConfigModal.tsx';
import { AddButton } from '../../components/FormModal.tsx';
import { RowButtons } from '../../components/RowButtons.tsx';
import { useList } from '../../components/hooks/useList.ts';
import { useWrite } from '../../components/hooks/useWrite.ts';

const loadConfigs = (p: Record<string, unknown>) => http.get<PagedResult<ResourceRow>>(def.basePath, p as never);

/** /identity/staffing: which unit's people each page's staff search offers. */
export default function StaffingPage() {
  const { can } = useActions(def.permission);
  const [editing, setEditing] = useState<{ row: ResourceRow | null } | null>(null);
  const list = useList(loadConfigs);
  const { reload } = list;
  const write = useWrite(reload);

  const columns: TableColumn<ResourceRow>[] = [
    { ...column('moduleName', '模块名称', 140), sorter: true },
    { ...column('routerName', '路由名称', 200), sorter: true },
    column('queryUserTitle', '查询标题', 120),
    column('queryUserKey', '查询Key', 120),
    column('organizationUnitName', '机构', 140),
    actionColumn(130, (r) => (
      <RowButtons
        confirm="确定删除该人员配置吗？"
        onEdit={can('edit') ? () => setEditing({ row: r }) : undefined}
        onDelete={can('delete') ? () => void write(() => http.delete(`${def.basePath}/${r.id}`), '删除成功') : undefined}
      />
    )),
  ];

  return (
    <ListPage<ResourceRow>
      testId="staffing-page"
      fields={searchFieldsOf(def)}
      list={list}
      title="人员配置"
      columns={columns}
      extra={
        <>
          {can('add') && <Button onClick={() => void write(() => callEndpoint(staffingEndpoints.init), '初始化完成')}>初始化</Button>}
          {can('add') && <AddButton onClick={() => setEditing({ row: null })} />}
        </>
      }
    >
      <PersonnelConfigModal row={editing?.row ?? null} open={!!editing} onClose={() => setEditing(null)} onSaved={reload} />
    </ListPage>
  );
}
