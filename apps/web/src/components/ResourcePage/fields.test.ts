import { customOrderCodeResource as def, defineResource } from '@al/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  crossFieldErrors,
  displayValue,
  fieldError,
  formRules,
  groupErrors,
  toFormValues,
  toPayload,
  validatePayload,
} from './fields.ts';

const f = def.fields;

describe('field validation by the server’s rules', () => {
  it('gives the server’s Chinese messages for one field', () => {
    expect(fieldError(f.documentType, undefined)).toBe('单据类型不能为空');
    expect(fieldError(f.serialLength, null)).toBe('流水号位数不能为空');
    expect(fieldError(f.prefix, 'FH-1')).toBe('前缀只能包含字母或数字');
    expect(fieldError(f.prefix, 'ABCDEFG')).toBe('前缀长度不能超过6个字符');
    expect(fieldError(f.serialLength, 7)).toBe('流水号位数不能大于6');
    expect(fieldError(f.serialLength, 2)).toBe('流水号位数不能小于3');
    expect(fieldError(f.documentType, 32)).toBe('单据类型不能大于31');
  });

  it('accepts valid and empty optional values; a bool is never "empty"', () => {
    expect(fieldError(f.prefix, 'FH')).toBeNull();
    expect(fieldError(f.prefix, '')).toBeNull();
    expect(fieldError(f.datePart, undefined)).toBeNull();
    expect(fieldError(f.enabled, false)).toBeNull();
  });

  it('antd rules: asterisk on required fields, validator rejects with the message', async () => {
    const [rule] = formRules(f.prefix);
    expect(rule!.required).toBe(false);
    await expect(rule!.validator(null, 'a b')).rejects.toThrow('前缀只能包含字母或数字');
    expect(formRules(f.documentType)[0]!.required).toBe(true);
    expect(formRules(f.enabled)[0]!.required).toBe(false);
  });

  it('runs the cross-field rule of the definition and puts it on its field', () => {
    const body = toPayload(def, {
      documentType: 3,
      prefix: 'FH',
      datePart: 'yyMM',
      serialLength: 4,
      serialType: 1,
      enabled: true,
    });
    expect(validatePayload(def, body)).toEqual({
      fields: [{ name: 'datePart', errors: ['按日重置流水号时，日期格式必须包含日（yyMMdd 或 yyyyMMdd）'] }],
      other: [],
    });
    expect(validatePayload(def, { ...body, datePart: 'yyMMdd' })).toBeNull();
  });
});

describe('cross-field rules while typing', () => {
  const base = { documentType: 3, prefix: 'FH', serialLength: 4, enabled: true };
  it('names the member of the definition’s rule', () => {
    expect(crossFieldErrors(def, { ...base, datePart: 'yyMM', serialType: 1 })).toEqual([
      { message: '按日重置流水号时，日期格式必须包含日（yyMMdd 或 yyyyMMdd）', members: ['datePart'] },
    ]);
    expect(crossFieldErrors(def, { ...base, datePart: 'yyMM', serialType: 3 })).toEqual([]);
  });
  it('waits until every field is valid on its own', () => {
    expect(crossFieldErrors(def, { ...base, prefix: 'F-H', datePart: 'yyMM', serialType: 1 })).toEqual([]);
  });
});

describe('form values and payload', () => {
  it('starts a new form from the definition’s defaults, then the page’s', () => {
    const v = toFormValues(def, null, { serialLength: 5 });
    expect(v).toMatchObject({ serialLength: 5, serialType: 1, startValue: 1, enabled: true });
    expect(v.prefix).toBeUndefined();
  });

  it('fills an edit form from the row; nulls become empty', () => {
    const row = {
      id: 'x',
      concurrencyStamp: 's',
      documentType: 3,
      prefix: 'FH',
      datePart: null,
      serialLength: 4,
    };
    expect(toFormValues(def, row)).toMatchObject({ documentType: 3, prefix: 'FH', datePart: undefined });
  });

  it('sends trimmed values, nulls for cleared optional fields, only editable fields', () => {
    const body = toPayload(def, {
      documentType: 3,
      prefix: ' FH ',
      datePart: undefined,
      separator: '',
      serialLength: 4,
      extra: 1,
    });
    expect(body).toEqual({
      documentType: 3,
      prefix: 'FH',
      datePart: null,
      separator: null,
      serialLength: 4,
      startValue: null,
      remark: null,
    });
  });

  it('formats dates as YYYY-MM-DD', () => {
    const d = defineResource({
      entity: 'X',
      module: 'm',
      table: 't',
      title: 'x',
      basePath: '/x',
      permission: 'P',
      scope: 'tenant',
      fields: { day: { kind: 'date', label: '日期' } },
    });
    expect(toPayload(d, { day: dayjs('2024-06-18T10:00:00') })).toEqual({ day: '2024-06-18' });
    expect(dayjs.isDayjs(toFormValues(d, { id: '1', concurrencyStamp: 's', day: '2024-06-18' }).day)).toBe(
      true,
    );
  });
});

describe('server errors onto fields', () => {
  it('groups by member, leaves unknown members aside', () => {
    expect(
      groupErrors(def, [
        { message: '单据类型“发货单”已存在', members: ['documentType'] },
        { message: 'a', members: ['datePart'] },
        { message: 'b', members: ['datePart'] },
        { message: '数据已被他人修改', members: [] },
      ]),
    ).toEqual({
      fields: [
        { name: 'documentType', errors: ['单据类型“发货单”已存在'] },
        { name: 'datePart', errors: ['a', 'b'] },
      ],
      other: ['数据已被他人修改'],
    });
  });
});

describe('display of values', () => {
  it('shows option labels, 是/否, dates and blanks', () => {
    expect(displayValue(f.documentType, 3)).toBe('发货单');
    expect(displayValue(f.serialType, 3)).toBe('按月');
    expect(displayValue(f.enabled, true)).toBe('是');
    expect(displayValue(f.enabled, false)).toBe('否');
    expect(displayValue(f.prefix, null)).toBe('');
    expect(displayValue({ kind: 'date', label: 'd' }, '2024-06-18T00:00:00Z')).toBe('2024-06-18');
    expect(displayValue(undefined, 5)).toBe('5');
  });
});
