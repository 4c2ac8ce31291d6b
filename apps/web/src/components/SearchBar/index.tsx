import { dateRangeLimitMessage, exceedsDateRange, NUMBER_INPUT, type RangeUnit } from '@al/contracts';
import { AutoComplete, Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTabLocation } from '../../lib/contentSize.ts';
import { feedback } from '../../lib/notify.ts';
import { readHistory, writeHistory } from './formHistory.ts';
import { loadPageStaff } from '../../lib/staff.ts';

export interface Option {
  value: string | number;
  label: string;
}
export interface TreeOption {
  value: string | number;
  title: string;
  children?: TreeOption[];
}

interface Base {
  name: string;
  label: string;
  placeholder?: string;
  /** Remember submitted values as form history (input, inputSearch, autoComplete). */
  history?: boolean;
}
export type SearchField = Base &
  (
    | { type: 'select'; options: Option[]; multiple?: boolean }
    | {
        type: 'staffSelect';
        /** Defaults to the people of the page personnel configuration for this route and field name. */
        loadStaff?: () => Promise<Option[]>;
        multiple?: boolean;
      }
    | { type: 'treeSelect'; treeData: TreeOption[] }
    | { type: 'dateRangePicker'; maxRange?: { amount: number; unit: RangeUnit }; noDefault?: boolean }
    | { type: 'datePicker' }
    | { type: 'input' }
    | { type: 'textarea' }
    | { type: 'inputNumber'; min?: number; max?: number; step?: number }
    | { type: 'inputSearch' }
    | { type: 'autoComplete'; options: Option[] }
  );

export type SearchValues = Record<string, unknown>;

/** Date-range shortcuts (spec 01 §9): 7, 14, 30 days, last week, last month, last year; default this year. */
export function rangePresets(today: Dayjs = dayjs()) {
  const end = today.endOf('day');
  return [
    { label: '近7天', value: [today.subtract(6, 'day').startOf('day'), end] as [Dayjs, Dayjs] },
    { label: '近14天', value: [today.subtract(13, 'day').startOf('day'), end] as [Dayjs, Dayjs] },
    { label: '近30天', value: [today.subtract(29, 'day').startOf('day'), end] as [Dayjs, Dayjs] },
    {
      label: '上周',
      value: [today.subtract(1, 'week').startOf('week'), today.subtract(1, 'week').endOf('week')] as [Dayjs, Dayjs],
    },
    {
      label: '上月',
      value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] as [Dayjs, Dayjs],
    },
    {
      label: '去年',
      value: [today.subtract(1, 'year').startOf('year'), today.subtract(1, 'year').endOf('year')] as [Dayjs, Dayjs],
    },
    { label: '今年', value: [today.startOf('year'), end] as [Dayjs, Dayjs] },
  ];
}

/** The tree select shows at most three levels (spec 01 §2). */
export function limitDepth(tree: TreeOption[], depth = 3): TreeOption[] {
  return tree.map((n) => {
    const { children, ...rest } = n;
    return depth > 1 && children?.length ? { ...rest, children: limitDepth(children, depth - 1) } : rest;
  });
}

/** Date pickers block future dates. */
export const disableFuture = (d: Dayjs) => d.isAfter(dayjs().endOf('day'));

/** Number input defaults (spec 01 §5). */
export const NUMBER_MIN = NUMBER_INPUT.min;
export const NUMBER_MAX = NUMBER_INPUT.max;

function StaffSelect({ loadStaff, multiple, ...rest }: { loadStaff: () => Promise<Option[]>; multiple?: boolean; value?: unknown; onChange?: (v: unknown) => void; placeholder?: string }) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    loadStaff()
      .then((o) => live && setOptions(o))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [loadStaff]);
  return <Select {...rest} allowClear showSearch={{ optionFilterProp: 'label' }} loading={loading} mode={multiple ? 'multiple' : undefined} options={options} />;
}

/** One loader per route and field, so the StaffSelect effect does not refire on every render. */
const staffLoaders = new Map<string, () => Promise<Option[]>>();
function staffLoader(path: string, name: string) {
  const key = `${path}|${name}`;
  let loader = staffLoaders.get(key);
  if (!loader) staffLoaders.set(key, (loader = () => loadPageStaff(path, name)));
  return loader;
}

/** Serialises dayjs values: a range to ['YYYY-MM-DD', 'YYYY-MM-DD'], a date to 'YYYY-MM-DD'. */
export function serialiseValues(fields: SearchField[], values: SearchValues): SearchValues {
  const out: SearchValues = {};
  for (const f of fields) {
    const v = values[f.name];
    if (v === undefined || v === null || v === '') continue;
    if (f.type === 'dateRangePicker' && Array.isArray(v)) out[f.name] = (v as Dayjs[]).map((d) => d.format('YYYY-MM-DD'));
    else if (f.type === 'datePicker') out[f.name] = (v as Dayjs).format('YYYY-MM-DD');
    else out[f.name] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

export interface SearchBarProps {
  fields: SearchField[];
  onSearch: (values: SearchValues) => void;
  onReset?: () => void;
  showSearch?: boolean;
  showReset?: boolean;
  extra?: ReactNode;
}

/** SearchBar with all field types of spec 01 §2, 查询 and 重置, future dates blocked, form history per route. */
export function SearchBar({ fields, onSearch, onReset, showSearch = true, showReset = true, extra }: SearchBarProps) {
  const [form] = Form.useForm<SearchValues>();
  const { path } = useTabLocation();
  const [historyTick, setHistoryTick] = useState(0);
  const initialValues = useMemo(() => {
    const iv: SearchValues = {};
    for (const f of fields) if (f.type === 'dateRangePicker' && !f.noDefault) iv[f.name] = rangePresets().at(-1)!.value;
    return iv;
  }, [fields]);

  const submit = (values: SearchValues) => {
    for (const f of fields) {
      const v = values[f.name];
      if (f.history && typeof v === 'string' && v.trim()) writeHistory(path, f.name, v);
    }
    setHistoryTick((t) => t + 1);
    onSearch(serialiseValues(fields, values));
  };

  const control = (f: SearchField): ReactNode => {
    const ph = f.placeholder ?? `请输入${f.label}`;
    const historyOptions = f.history ? readHistory(path, f.name).map((v) => ({ value: v, label: v })) : [];
    void historyTick;
    switch (f.type) {
      case 'select':
        return <Select allowClear placeholder={f.placeholder ?? `请选择${f.label}`} mode={f.multiple ? 'multiple' : undefined} options={f.options} />;
      case 'staffSelect':
        return (
          <StaffSelect
            loadStaff={f.loadStaff ?? staffLoader(path, f.name)}
            multiple={f.multiple}
            placeholder={f.placeholder ?? `请选择${f.label}`}
          />
        );
      case 'treeSelect':
        return <TreeSelect allowClear treeData={limitDepth(f.treeData)} placeholder={f.placeholder ?? `请选择${f.label}`} treeDefaultExpandAll={false} />;
      case 'dateRangePicker':
        return (
          <DatePicker.RangePicker
            style={{ width: '100%' }}
            format="YYYY-MM-DD"
            presets={rangePresets()}
            disabledDate={disableFuture}
          />
        );
      case 'datePicker':
        return <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" disabledDate={disableFuture} placeholder={f.placeholder ?? '请选择日期'} />;
      case 'textarea':
        return <Input.TextArea allowClear placeholder={ph} autoSize={{ minRows: 1, maxRows: 4 }} />;
      case 'inputNumber':
        return <InputNumber style={{ width: '100%' }} min={f.min ?? NUMBER_MIN} max={f.max ?? NUMBER_MAX} step={f.step ?? 1} placeholder={ph} />;
      case 'inputSearch':
        return historyOptions.length ? (
          <AutoComplete options={historyOptions}>
            <Input.Search allowClear placeholder={ph} onSearch={() => form.submit()} />
          </AutoComplete>
        ) : (
          <Input.Search allowClear placeholder={ph} onSearch={() => form.submit()} />
        );
      case 'autoComplete':
        return <AutoComplete allowClear placeholder={ph} options={[...historyOptions, ...f.options.map((o) => ({ value: String(o.value), label: o.label }))]} />;
      case 'input':
      default:
        return historyOptions.length ? (
          <AutoComplete options={historyOptions}>
            <Input allowClear placeholder={ph} />
          </AutoComplete>
        ) : (
          <Input allowClear placeholder={ph} />
        );
    }
  };

  const rangeRules = (f: SearchField) =>
    f.type === 'dateRangePicker' && f.maxRange
      ? [
          {
            validator: async (_: unknown, v: [Dayjs, Dayjs] | null) => {
              if (v && exceedsDateRange(v[0].toDate(), v[1].toDate(), f.maxRange!.amount, f.maxRange!.unit)) {
                const text = dateRangeLimitMessage(f.maxRange!.amount, f.maxRange!.unit);
                feedback.message.warning(text);
                throw new Error(text);
              }
            },
          },
        ]
      : [];

  return (
    <Form form={form} initialValues={initialValues} onFinish={submit} data-testid="search-bar" style={{ background: '#fff', padding: '16px 16px 0', borderRadius: 8, marginBottom: 12 }}>
      <Row gutter={16}>
        {fields.map((f) => (
          <Col key={f.name} xs={24} sm={12} md={8} xl={6}>
            <Form.Item name={f.name} label={f.label} rules={rangeRules(f)}>
              {control(f)}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={8} xl={6}>
          <Form.Item>
            <Space>
              {showSearch && (
                <Button type="primary" htmlType="submit">
                  查询
                </Button>
              )}
              {showReset && (
                <Button
                  onClick={() => {
                    form.resetFields();
                    onReset?.();
                    onSearch(serialiseValues(fields, form.getFieldsValue()));
                  }}
                >
                  重置
                </Button>
              )}
              {extra}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
