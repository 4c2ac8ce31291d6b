import { TurnoverNoteStatus, turnoverNoteStatusOptions, type TurnoverScanResult } from '@al/contracts';
import { Button, Popconfirm, Progress } from 'antd';
import { feedback } from '../../lib/notify.ts';
import { turnoverApi } from './turnoverApi.ts';
import { OptionTag } from '../../components/tags.tsx';

/** The status tag of a note. */
export const TurnoverStatusTag = ({ status }: { status: number }) => (
  <OptionTag options={turnoverNoteStatusOptions} value={status} />
);

/** Reported of total labels at the to-process. */
export const TurnoverProgress = ({ done, total }: { done: number; total: number }) => (
  <Progress percent={total ? Math.round((done * 100) / total) : 0} format={() => `${done}/${total}`} size="small" style={{ minWidth: 120, margin: 0 }} />
);

/** Only an open or travelling note can still be reported. */
export const canComplete = (status: number) => status === TurnoverNoteStatus.open || status === TurnoverNoteStatus.inTransit;

/**
 * 一键完成 with its confirmation. Labels the scan rules refused are shown, not hidden: the note is
 * completed all the same (the supervisor closes the cart), the refusals say what to look at.
 */
export function CompleteButton({ id, noteNo, after, link }: { id: string; noteNo: string; after: () => void; link?: boolean }) {
  const run = async () => {
    let res: TurnoverScanResult;
    try {
      res = await turnoverApi.complete(id);
    } catch {
      return; // the request client has shown why
    }
    if (res.refused.length)
      feedback.modal.warning({
        title: `已完成，${res.refused.length}个标签未能报工`,
        content: (
          <ul style={{ paddingLeft: 16, maxHeight: 300, overflow: 'auto' }}>
            {res.refused.map((r) => (
              <li key={r.labelNo}>{r.message}</li>
            ))}
          </ul>
        ),
      });
    else feedback.message.success(`已完成，报工${res.reported}个标签`);
    after();
  };
  return (
    <Popconfirm title={`确定一键完成流转单“${noteNo}”吗？`} description="剩余标签将全部报工" okText="确定" cancelText="取消" onConfirm={run}>
      <Button type={link ? 'link' : 'primary'} size={link ? 'small' : 'middle'} data-testid="turnover-complete">
        一键完成
      </Button>
    </Popconfirm>
  );
}
