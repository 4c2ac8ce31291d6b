import type { ComponentProps } from 'react';
import { FormModal, type useEditModal } from '../../components/FormModal.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { RoleFields, type RoleFormValues } from './RoleFields.tsx';

/** The search of the role lists (the space's roles and the platform's default roles). */
const ROLE_SEARCH: SearchField[] = [{ name: 'filter', label: '角色名称', type: 'input' }];

/**
 * A list of roles (the space's, or the platform's default roles) searched by name, with the
 * 新增/编辑 modal of a `noun` over the role fields (and what `fields` adds to them); `save` runs on 确定.
 */
export function RoleListPage<Row extends object, V extends RoleFormValues>({
  noun,
  formTestId,
  modal,
  save,
  fields,
  children,
  ...list
}: Omit<ComponentProps<typeof ListPage<Row>>, 'fields'> & {
  noun: string;
  formTestId: string;
  modal: ReturnType<typeof useEditModal<Row, V>>;
  save(): Promise<void>;
  fields?: ComponentProps<typeof RoleFields>;
}) {
  return (
    <ListPage<Row> {...list} fields={ROLE_SEARCH}>
      {children}
      <FormModal
        title={modal.editing === 'new' ? `新增${noun}` : `编辑${noun}`}
        open={!!modal.editing}
        onCancel={modal.close}
        onOk={() => void save()}
        confirmLoading={modal.saving}
        width={900}
        form={modal.form}
        testId={formTestId}
      >
        <RoleFields {...fields} />
      </FormModal>
    </ListPage>
  );
}
