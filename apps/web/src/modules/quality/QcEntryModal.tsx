import { UploadOutlined } from '@ant-design/icons';
import { QcResult, qcDefectTypeOptions, qcLogResultOptions, qcResultProblems, type DocumentAttachment, type ScanSetup } from '@al/contracts';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Radio, Select, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { http } from '../../lib/request.ts';
import { stationCalls } from '../produce/scan/station.ts';
import { produceApi } from '../produce/api.ts';
import { qcApi } from './qcApi.ts';

interface Values {
  equipmentId?: string;
  processId?: string;
  inspectorId?: string;
  qrText?: string;
  result: number;
  defectType?: number | null;
  description?: string;
  responsibleProcessId?: string | null;
  responsibleEmployeeIds?: string[];
  deductAmount?: number | null;
  isRework?: boolean;
}

/**
 * 录入质检结果: the inspector scans (or types) a label at a QC process and records what was found —
 * result, defect, photos, the process and workers responsible and their deduction. The same call as a
 * QC terminal; the form keeps terminal, process and inspector for the next label.
 */
export function QcEntryModal({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const [setup, setSetup] = useState<ScanSetup | null>(null);
  const [processes, setProcesses] = useState<{ value: string; label: string; isQc: boolean }[]>([]);
  const [photos, setPhotos] = useState<DocumentAttachment[]>([]);
  const [saving, setSaving] = useState(false);
  const result = Form.useWatch('result', form);
  useEffect(() => {
    if (!open) return;
    stationCalls.setup().then(setSetup, () => undefined);
    produceApi.processOptions().then((r) => setProcesses(r.map((p) => ({ value: p.value, label: p.label, isQc: p.isQc }))), () => undefined);
  }, [open]);
  const qcProcesses = useMemo(() => processes.filter((p) => p.isQc), [processes]);
  const people = useMemo(() => (setup?.employees ?? []).map((e) => ({ value: e.id, label: `${e.name}（${e.jobNo}）` })), [setup]);
  const failed = result != null && result !== QcResult.qualified;

  const save = async () => {
    const v = await form.validateFields();
    const body = {
      qrText: v.qrText!.trim(),
      processId: v.processId!,
      equipmentId: v.equipmentId!,
      employeeIds: [v.inspectorId!],
      isRework: !!v.isRework,
      result: v.result as 1 | 2 | 4 | 8,
      defectType: failed ? ((v.defectType ?? null) as 1 | null) : null,
      description: v.description?.trim() || null,
      photos,
      responsibleProcessId: failed ? (v.responsibleProcessId ?? null) : null,
      responsibleEmployeeIds: failed ? (v.responsibleEmployeeIds ?? []) : [],
      deductAmount: failed ? (v.deductAmount ?? 0) : 0,
    };
    const problems = qcResultProblems(body);
    if (problems.length) {
      form.setFields(problems.map((p) => ({ name: p.path as keyof Values, errors: [p.message] })));
      return;
    }
    setSaving(true);
    try {
      const res = await qcApi.record(body);
      feedback.message.success(`标签“${res.labelNo}”质检结果已保存`);
      form.setFieldsValue({ qrText: '', defectType: null, description: '', responsibleProcessId: null, responsibleEmployeeIds: [], deductAmount: null, result: QcResult.qualified });
      setPhotos([]);
      onSaved();
    } catch {
      // the request client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="录入质检结果" open={open} onCancel={onClose} onOk={save} okText="保存" confirmLoading={saving} width={640} forceRender>
      <Form form={form} layout="vertical" initialValues={{ result: QcResult.qualified }} data-testid="qc-entry-form">
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          <Form.Item name="equipmentId" label="终端" rules={[{ required: true, message: '请选择扫码终端' }]}>
            <Select options={(setup?.terminals ?? []).map((t) => ({ value: t.id, label: t.name }))} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item name="processId" label="质检工序" rules={[{ required: true, message: '请选择质检工序' }]}>
            <Select options={qcProcesses} />
          </Form.Item>
          <Form.Item name="inspectorId" label="质检员" rules={[{ required: true, message: '请选择质检员' }]}>
            <Select options={people} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 12, alignItems: 'end' }}>
          <Form.Item name="qrText" label="标签" rules={[{ required: true, whitespace: true, message: '请扫描标签二维码' }]}>
            <Input placeholder="扫描标签二维码或输入标签号" autoFocus />
          </Form.Item>
          {/* a piece inspected before is inspected again after its rework as a rework scan */}
          <Form.Item name="isRework" valuePropName="checked">
            <Checkbox>返工后复检</Checkbox>
          </Form.Item>
        </div>
        <Form.Item name="result" label="质检结果" rules={[{ required: true, message: '请选择质检结果' }]}>
          <Radio.Group options={qcLogResultOptions.map((o) => ({ value: o.value, label: o.label }))} optionType="button" buttonStyle="solid" />
        </Form.Item>
        {failed && (
          <>
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
              <Form.Item name="defectType" label="缺陷类型" rules={[{ required: true, message: '请选择缺陷类型' }]}>
                <Select options={qcDefectTypeOptions.map((o) => ({ value: o.value, label: o.label }))} />
              </Form.Item>
              <Form.Item name="responsibleProcessId" label="责任工序">
                <Select allowClear options={processes.filter((p) => !p.isQc)} />
              </Form.Item>
              <Form.Item name="responsibleEmployeeIds" label="责任人">
                <Select mode="multiple" allowClear options={people} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
              <Form.Item name="deductAmount" label="扣款（元）">
                <InputNumber min={0} max={100000} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </div>
            <Form.Item name="description" label="问题描述">
              <Input.TextArea rows={2} maxLength={500} showCount />
            </Form.Item>
            <Form.Item label="照片">
              <Upload
                accept="image/*"
                listType="picture"
                maxCount={9}
                fileList={photos.map((p) => ({ uid: p.fileId, name: p.name, status: 'done' as const, url: p.url }))}
                onRemove={(f) => setPhotos((list) => list.filter((p) => p.fileId !== f.uid))}
                customRequest={async ({ file, onSuccess, onError }) => {
                  try {
                    const body = new FormData();
                    body.append('file', file as Blob);
                    body.append('purpose', 'attachment');
                    const res = await http.post<{ items: { id: string; fileName: string; size: number; url: string }[] }>('/api/basic/file', body);
                    setPhotos((list) => [...list, ...res.items.map((f) => ({ fileId: f.id, name: f.fileName, size: f.size, url: f.url }))]);
                    onSuccess?.(res);
                  } catch (e) {
                    onError?.(e as Error);
                  }
                }}
              >
                <Button icon={<UploadOutlined />}>上传照片</Button>
              </Upload>
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
