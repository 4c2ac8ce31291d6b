import type { FieldDef } from '@al/contracts';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { NUMBER_MAX, NUMBER_MIN } from '../SearchBar/index.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { RefSelect } from './RefSelect.tsx';
import { StaffField } from './StaffField.tsx';

/** The form control of a field by its kind: options → Select, text → TextArea, numbers, switch, date. */
export function FieldInput({
  field: f,
  fieldKey,
  ...rest
}: {
  field: FieldDef;
  /** The field's key: a person field asks the page's staff list for it. */
  fieldKey?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  const props = rest as Record<string, never>;
  if (f.ref) return <RefSelect field={f} {...rest} />;
  if (f.staff) return <StaffField field={f} fieldKey={fieldKey ?? ''} {...rest} />;
  if (f.image) return <ImageUpload {...rest} />;
  if (f.options && f.multiple)
    return (
      <Select
        {...props}
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={f.placeholder ?? `请选择${f.label}`}
        options={f.options.map((o) => ({ value: String(o.value), label: o.label }))}
      />
    );
  if (f.options)
    return (
      <Select
        {...props}
        allowClear={!f.required}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={f.placeholder ?? `请选择${f.label}`}
        options={f.options.map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  switch (f.kind) {
    case 'text':
      return (
        <Input.TextArea
          {...props}
          maxLength={f.max ?? 10000}
          showCount
          rows={3}
          placeholder={f.placeholder ?? `请输入${f.label}`}
        />
      );
    case 'int':
    case 'decimal':
      return (
        <InputNumber
          {...props}
          style={{ width: '100%' }}
          min={f.min ?? NUMBER_MIN}
          max={f.max ?? NUMBER_MAX}
          precision={f.kind === 'int' ? 0 : f.scale}
          placeholder={f.placeholder ?? `请输入${f.label}`}
        />
      );
    case 'bool':
      return <Switch {...props} checked={rest.value === true} checkedChildren="是" unCheckedChildren="否" />;
    case 'date':
      return (
        <DatePicker
          {...props}
          disabledDate={f.notAfterToday ? (d) => d.isAfter(dayjs(), 'day') : undefined}
          style={{ width: '100%' }}
          format="YYYY-MM-DD"
          placeholder={f.placeholder ?? '请选择日期'}
        />
      );
    default:
      return (
        <Input
          {...props}
          maxLength={f.max ?? 255}
          allowClear
          placeholder={f.placeholder ?? `请输入${f.label}`}
        />
      );
  }
}
