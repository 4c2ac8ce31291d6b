import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DocStatus,
  docActions,
  docEditable,
  type AnyResourceDef,
  type DocActionDef,
  type DocumentAttachment,
  type DocumentDef,
  type FieldDef,
} from '@al/contracts';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Spin,
  Table,
  Timeline,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { download } from '../../lib/download.ts';
import { http, request } from '../../lib/request.ts';
import { useReplaceTab } from '../../shell/useReplaceTab.ts';
import { defaultCell } from '../ResourcePage/columns.tsx';
import { FieldInput } from '../ResourcePage/FieldInput.tsx';
import { formRules, toFormValues, toInputValue, toPayload } from '../ResourcePage/fields.ts';
import { useActions } from '../ResourcePage/permissions.ts';
import { docKeys, useDocDetail, useDocLogs, type DocDetail, type DocLine } from './api.ts';
import { SourcePickerModal } from './SourcePicker.tsx';
import { StatusTag } from './StatusTag.tsx';
import { Attachments } from './Attachments.tsx';

const today = () => dayjs().format('YYYY-MM-DD');
const BASE_ACTIONS: Record<string, string> = { create: '新增', update: '修改', delete: '删除' };

/** What an input gave: an input's change event carries its value on the target (Form.Item unwraps it; a table cell must). */
const eventValue = (v: unknown) =>
  v && typeof v === 'object' && 'target' in v ? (v as { target: { value: unknown } }).target.value : v;

/** The head as a resource-like definition, so the resource form helpers read and write it. */
const headDef = (def: DocumentDef) => ({ fields: def.head }) as unknown as AnyResourceDef;

/** A new document's dates start today. */
const headDefaults = (def: DocumentDef) =>
  Object.fromEntries(
    Object.entries<FieldDef>(def.head)
      .filter(([, f]) => f.kind === 'date' && f.required)
      .map(([k]) => [k, today()]),
  );

function linePayload(def: DocumentDef, line: DocLine) {
  const out: Record<string, unknown> = {
    id: line.id,
    sourceType: line.sourceType ?? null,
    sourceId: line.sourceId ?? null,
    sourceLineId: line.sourceLineId ?? null,
  };
  for (const [k, f] of Object.entries<FieldDef>(def.line))
    if (!f.readOnly)
      out[k] =
        line[k] == null || line[k] === ''
          ? f.required
            ? line[k]
            : null
          : f.kind === 'decimal' || f.kind === 'int'
            ? Number(line[k])
            : line[k];
  return out;
}

/**
 * The detail page of a business document from its definition: the head form, the editable lines with
 * totals, lines pulled from source documents, an action bar with exactly the actions the state and
 * the caller's permission keys allow, print preview, Excel of the lines, and the log as a timeline.
 * Without ?id= it is a new document; saved, the tab moves to the document's own address.
 */
export interface DocumentDetailProps {
  def: DocumentDef;
  listPath: string;
  /** The log page that 查看日志 of a saved document's action bar opens (of this document, when a function of it). */
  logPath?: string | ((doc: DocDetail) => string);
  /** More buttons of a saved document's action bar (a module's own downloads, links to the next step). */
  tools?: (doc: DocDetail) => ReactNode;
  /** Cards under the lines of a saved document (what others answered on it). */
  extra?: (doc: DocDetail) => ReactNode;
  /** Leaves out the attachments saved with the document: a module that keeps them through its own calls shows them in `extra`. */
  ownAttachments?: boolean;
}

export function DocumentDetail({ def, listPath, logPath, tools, extra, ownAttachments }: DocumentDetailProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useDocDetail(def, id);
  if (id && detail.isLoading) return <Spin style={{ margin: 48 }} />;
  if (id && !detail.data) return <Empty description={`${def.title}不存在或已删除`} />;
  return (
    <Editor
      key={`${id}:${detail.data?.concurrencyStamp ?? ''}`}
      def={def}
      listPath={listPath}
      doc={detail.data ?? null}
      logPath={logPath}
      tools={tools}
      extra={extra}
      ownAttachments={ownAttachments}
    />
  );
}

function Editor({ def, listPath, doc, logPath, tools, extra, ownAttachments }: Omit<DocumentDetailProps, 'def'> & { def: DocumentDef; doc: DocDetail | null }) {
  const { message } = App.useApp();
  const { can } = useActions(def.permission);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const replaceTab = useReplaceTab();
  const [form] = Form.useForm();
  const [lines, setLines] = useState<DocLine[]>(doc?.lines ?? []);
  const [attachments, setAttachments] = useState<DocumentAttachment[]>(doc?.attachments ?? []);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState<string | null>(null);
  const [commentFor, setCommentFor] = useState<DocActionDef | null>(null);
  const [comment, setComment] = useState('');
  const [pdf, setPdf] = useState<string | null>(null);
  const shown = doc?.status ?? DocStatus.draft;
  // an overdue document (a state the clock gives) acts as the state it is stored in
  const status = def.overdue && shown === def.overdue.state.value ? def.overdue.from : shown;
  const editable = docEditable(def).includes(status) && (doc ? can('edit') : can('add'));
  const lineFields = Object.entries<FieldDef>(def.line);
  const totals = [def.qtyField, ...(def.totals ?? [])];
  // Head fields the server fills (a total, the source's number): shown, not edited.
  const computed = Object.entries<FieldDef>(def.head).filter(([k, f]) => f.readOnly && f.column && doc?.[k] != null);

  useEffect(() => {
    form.setFieldsValue(toFormValues(headDef(def), doc, headDefaults(def)));
  }, [doc, def, form]);

  const refresh = async () => qc.invalidateQueries({ queryKey: docKeys.all(def) });

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = {
        ...toPayload(headDef(def), values),
        lines: lines.map((l) => linePayload(def, l)),
        ...(ownAttachments ? {} : { attachments: attachments.map(({ fileId, name, size }) => ({ fileId, name, size })) }),
      };
      const saved = doc
        ? await http.put<DocDetail>(`${def.basePath}/${doc.id}`, {
            ...body,
            concurrencyStamp: doc.concurrencyStamp,
          })
        : await http.post<DocDetail>(def.basePath, body);
      message.success('保存成功');
      await refresh();
      if (!doc) replaceTab(`${window.location.pathname}?id=${saved.id}`);
    } finally {
      setSaving(false);
    }
  }

  async function run(action: DocActionDef, text?: string) {
    await http.post(`${def.basePath}/${doc!.id}/${action.key}`, {
      concurrencyStamp: doc!.concurrencyStamp,
      ...(text ? { comment: text } : {}),
    });
    message.success(`${action.label}成功`);
    setCommentFor(null);
    setComment('');
    await refresh();
  }

  async function remove() {
    await http.delete(`${def.basePath}/${doc!.id}`);
    message.success('删除成功');
    await refresh();
    navigate(listPath);
  }

  async function print() {
    const blob = await request<Blob>(`${def.basePath}/${doc!.id}/print`, { responseType: 'blob' });
    setPdf(URL.createObjectURL(blob));
  }

  const actions = doc
    ? docActions(def).filter((a) => a.from.includes(status) && can(a.permissionAction))
    : [];
  const setLine = (i: number, key: string, v: unknown) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, [key]: v } : l)));
  // A pulled line keeps the fields its source fixed; the quantity and the rest stay editable.
  const fixedBySource = (l: DocLine, key: string) =>
    !!l.sourceLineId && !!def.sources?.find((s) => s.key === l.sourceType)?.copy.includes(key);

  const columns = useMemo(
    () => [
      { key: 'no', title: '序号', width: 56, render: (_: unknown, __: DocLine, i: number) => i + 1 },
      ...lineFields
        .filter(([, f]) => f.column)
        .map(([key, f]) => ({
          key,
          title: f.required ? (
            <span>
              <span style={{ color: '#ff4d4f' }}>* </span>
              {f.label}
            </span>
          ) : (
            f.label
          ),
          dataIndex: key,
          width: typeof f.column === 'object' ? (f.column.width ?? 120) + 30 : 150,
          render: (v: unknown, l: DocLine, i: number) =>
            editable && !f.readOnly && !fixedBySource(l, key) ? (
              <div data-testid={`line-${i}-${key}`}>
                <FieldInput
                  field={f}
                  fieldKey={key}
                  value={v ?? undefined}
                  onChange={(nv) => setLine(i, key, toInputValue(f, eventValue(nv)))}
                />
              </div>
            ) : (
              defaultCell(key, f, v)
            ),
        })),
      ...(editable
        ? [
            {
              key: 'op',
              title: '操作',
              width: 70,
              render: (_: unknown, __: DocLine, i: number) => (
                <Button
                  type="link"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => setLines((ls) => ls.filter((_l, j) => j !== i))}
                />
              ),
            },
          ]
        : []),
    ],
    // lineFields follows def
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [def, editable],
  );

  return (
    <div data-testid="document-detail">
      <Card
        title={
          <Space>
            <span data-testid="document-title">{doc ? `${def.title} ${doc.docNo}` : `新增${def.title}`}</span>
            {doc && (
              <span data-testid="document-status">
                <StatusTag def={def} value={shown} />
              </span>
            )}
          </Space>
        }
        extra={
          <div data-testid="document-actions">
            <Space wrap>
              {editable && (
                <Button type="primary" loading={saving} onClick={() => void save()}>
                  保存
                </Button>
              )}
              {actions.map((a) =>
                a.comment ? (
                  <Button key={a.key} danger={a.danger} onClick={() => setCommentFor(a)}>
                    {a.label}
                  </Button>
                ) : (
                  <Popconfirm key={a.key} title={`确定${a.label}该${def.title}？`} onConfirm={() => run(a)}>
                    <Button danger={a.danger}>{a.label}</Button>
                  </Popconfirm>
                ),
              )}
              {doc && docEditable(def).includes(status) && can('delete') && (
                <Popconfirm title={`确定删除该${def.title}？`} onConfirm={() => remove()}>
                  <Button danger>删除</Button>
                </Popconfirm>
              )}
              {doc && logPath && (
                <Button onClick={() => navigate(typeof logPath === 'string' ? logPath : logPath(doc))}>查看日志</Button>
              )}
              {doc && tools?.(doc)}
              {doc && <Button onClick={() => void print()}>打印</Button>}
              {doc && can('export') && (
                <Button
                  onClick={() =>
                    void download(`${def.basePath}/${doc.id}/export`, `${def.title}${doc.docNo}.xlsx`)
                  }
                >
                  导出明细
                </Button>
              )}
            </Space>
          </div>
        }
      >
        <Form form={form} layout="vertical" disabled={!editable}>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              columnGap: 16,
            }}
          >
            {Object.entries<FieldDef>(def.head)
              .filter(([, f]) => !f.readOnly)
              .map(([key, f]) => (
                <Form.Item
                  key={key}
                  name={key}
                  label={f.label}
                  rules={formRules(f)}
                  style={f.kind === 'text' ? { gridColumn: '1 / -1' } : undefined}
                >
                  <FieldInput field={f} fieldKey={key} />
                </Form.Item>
              ))}
          </div>
        </Form>
        {doc && computed.length ? (
          <Descriptions size="small" column={4} style={{ marginBottom: 12 }} data-testid="document-computed">
            {computed.map(([k, f]) => (
              <Descriptions.Item key={k} label={f.label}>
                {defaultCell(k, f, doc[k])}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : null}
        {doc?.auditTime ? (
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="审核时间">
              {dayjs(String(doc.auditTime)).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
            <Descriptions.Item label="审核意见">{String(doc.auditOpinion ?? '-')}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>

      <Card
        title="明细"
        style={{ marginTop: 12 }}
        extra={
          editable && (
            <Space>
              {def.sources?.map((s) => (
                <Button key={s.key} onClick={() => setPicking(s.key)}>
                  选择{s.title}
                </Button>
              ))}
              {!def.noManualLines && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    setLines((ls) => [
                      ...ls,
                      {
                        ...Object.fromEntries(lineFields.map(([k, f]) => [k, f.default ?? null])),
                        _key: crypto.randomUUID(),
                      },
                    ])
                  }
                >
                  添加明细
                </Button>
              )}
            </Space>
          )
        }
      >
        <Table<DocLine>
          data-testid="document-lines"
          rowKey={(l) => (l.id as string) ?? (l._key as string)}
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={lines}
          columns={columns as never}
          summary={(rows) => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
              {lineFields
                .filter(([, f]) => f.column)
                .map(([k], i) => (
                  <Table.Summary.Cell key={k} index={i + 1}>
                    {totals.includes(k) ? (
                      <span data-testid={`total-${k}`}>
                        {Math.round(rows.reduce((s, l) => s + Number(l[k] ?? 0), 0) * 1000) / 1000}
                      </span>
                    ) : null}
                  </Table.Summary.Cell>
                ))}
            </Table.Summary.Row>
          )}
        />
      </Card>

      {doc && extra?.(doc)}

      {!ownAttachments && <Attachments value={attachments} onChange={setAttachments} editable={editable} />}

      {doc && <DocumentLog def={def} id={doc.id} />}

      {def.sources?.map((s) => (
        <SourcePickerModal
          key={s.key}
          def={def}
          source={s}
          open={picking === s.key}
          onClose={() => setPicking(null)}
          onPick={(picked) => {
            // The head fields the link takes from its source fill an empty head (the order's supplier).
            for (const l of picked)
              for (const [k, v] of Object.entries((l.sourceHead as Record<string, unknown> | undefined) ?? {}))
                if (v != null && form.getFieldValue(k) == null && def.head[k] && !def.head[k].readOnly) form.setFieldValue(k, v);
            setLines((ls) => [...ls, ...picked.map(({ sourceHead: _h, ...l }) => ({ ...l, _key: crypto.randomUUID() }))]);
          }}
        />
      ))}
      <Modal
        title={commentFor ? `${commentFor.label}${def.title}` : ''}
        open={!!commentFor}
        onCancel={() => setCommentFor(null)}
        onOk={() => commentFor && run(commentFor, comment.trim())}
        okButtonProps={{ disabled: commentFor?.comment === 'required' && !comment.trim() }}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={commentFor?.comment === 'required' ? `请填写${commentFor.label}意见` : '意见（选填）'}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Modal>
      <Modal
        title="打印预览"
        open={!!pdf}
        width={900}
        footer={null}
        onCancel={() => {
          if (pdf) URL.revokeObjectURL(pdf);
          setPdf(null);
        }}
      >
        {pdf && <iframe title="打印预览" src={pdf} style={{ width: '100%', height: '75vh', border: 0 }} />}
      </Modal>
    </div>
  );
}

/** The document's log as a timeline: who did what and when, with the opinion given. */
function DocumentLog({ def, id }: { def: DocumentDef; id: string }) {
  const logs = useDocLogs(def, id);
  const label = (a: string) => docActions(def).find((x) => x.key === a)?.label ?? BASE_ACTIONS[a] ?? a;
  return (
    <Card title="操作日志" style={{ marginTop: 12 }} data-testid="document-log">
      <Timeline
        items={(logs.data?.items ?? []).map((e) => ({
          children: (
            <div data-testid="log-entry">
              <Typography.Text strong>{label(e.action)}</Typography.Text>{' '}
              <Typography.Text>{e.userName ?? '-'}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {dayjs(e.time).format('YYYY-MM-DD HH:mm:ss')}
              </Typography.Text>
              {e.afterJson?.comment ? <div>意见：{String(e.afterJson.comment)}</div> : null}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
