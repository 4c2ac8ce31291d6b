import { cadProjectEndpoints } from '@al/contracts';
import { Form, InputNumber, Select, type InputNumberProps } from 'antd';
import { useEndpoint } from '../../lib/endpoint.ts';

/**
 * 项目 and its 批次, the first two fields of both create modals (panel and accessory). A new project
 * clears the batches and what `clearOnProject` adds; `onBatchesChange` follows a change of batches.
 */
export function BatchFields({ open, clearOnProject, onBatchesChange }: { open: boolean; clearOnProject?: object; onBatchesChange?: () => void }) {
  const form = Form.useFormInstance();
  const projectId = Form.useWatch('projectId', form) as string | undefined;
  const projects = useEndpoint(cadProjectEndpoints.names, {}, { enabled: open });
  const batches = useEndpoint(cadProjectEndpoints.batches, { query: { projectId } }, { enabled: open && !!projectId });
  const batchList = batches.data ?? [];
  return (
    <>
      <Form.Item name="projectId" label="项目" rules={[{ required: true, message: '请选择项目' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="请选择项目"
          loading={projects.isLoading}
          options={(projects.data ?? []).map((p) => ({ value: p.id, label: `${p.name}（${p.code}）` }))}
          onChange={() => form.setFieldsValue({ batchIds: [], ...clearOnProject })}
        />
      </Form.Item>
      <Form.Item name="batchIds" label="批次" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个批次' }]}>
        <Select
          mode="multiple"
          placeholder={projectId ? '请选择批次' : '请先选择项目'}
          loading={batches.isLoading}
          options={batchList.map((b) => ({ value: b.id, label: `${b.batchNo}${b.elevation ? ` ${b.elevation}` : ''}（${b.productAmount}件）` }))}
          onChange={onBatchesChange}
        />
      </Form.Item>
    </>
  );
}

/** A required number of the nest parameters, labelled `what(unit)`, asking 请输入<what> when empty. */
export function ParamNumber({ name, what, unit, ...input }: { name: string; what: string; unit: string } & Pick<InputNumberProps, 'min' | 'max' | 'step' | 'precision'>) {
  return (
    <Form.Item name={name} label={`${what}(${unit})`} rules={[{ required: true, message: `请输入${what}` }]}>
      <InputNumber {...input} />
    </Form.Item>
  );
}
