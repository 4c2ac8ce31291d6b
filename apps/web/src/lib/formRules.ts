import { messages } from '@al/contracts';

/** antd rules of a required text field: not blank (`<label>不能为空`) and at most `max` characters. */
export const requiredText = (label: string, max: number) => [{ required: true, whitespace: true, message: messages.required(label) }, { max }];
