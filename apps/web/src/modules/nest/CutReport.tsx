import { Permissions } from '@al/contracts';
import { Button, InputNumber, Popover, Space, Tag } from 'antd';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { feedback } from '../../lib/notify.ts';
import { nestApi, nestKeys, type NestLayout } from './api.ts';

/** Sheets cut of one layout, and (for a confirmed result) the form that reports more cut. */
export function CutReport({ resultId, resultState, layout }: { resultId: string; resultState: number; layout: NestLayout }) {
  const { can } = useActions(Permissions.AlNest.Results);
  const qc = useQueryClient();
  const [qty, setQty] = useState<number | null>(1);
  const [open, setOpen] = useState(false);
  const left = layout.repeat - layout.cutQty;
  const reportable = (resultState === 2 || resultState === 8) && left > 0 && can('edit');
  const submit = async () => {
    if (!qty) return;
    await nestApi.produce(resultId, layout.layoutNo, qty);
    feedback.message.success('登记成功');
    setOpen(false);
    await qc.invalidateQueries({ queryKey: nestKeys.all });
  };
  return (
    <Space size={4}>
      <Tag color={left === 0 ? 'green' : undefined}>
        已切 {layout.cutQty}/{layout.repeat}
      </Tag>
      {reportable && (
        <Popover
          open={open}
          onOpenChange={setOpen}
          trigger="click"
          title={`第${layout.layoutNo}版 登记切割`}
          content={
            <Space>
              <InputNumber min={1} max={left} step={1} precision={0} value={qty} onChange={setQty} addonAfter="张" />
              <Button type="primary" onClick={() => void submit()}>
                确定
              </Button>
            </Space>
          }
        >
          <Button size="small">登记切割</Button>
        </Popover>
      )}
    </Space>
  );
}
