import { messages } from '@al/contracts';

/** antd rules of a required text field: not blank (`<label>不能为空`) and at most `max` characters. */
export const requiredText = (label: string, max: number) => [{ required: true, whitespace: true, message: messages.required(label) }, { max }];

/** What zodRule needs of a contracts schema. */
interface Checked {
  safeParse(v: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd rule that checks the value by a contracts schema and shows its first message. */
export const zodRule = (schema: Checked) => ({
  validator: (_: unknown, v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message));
  },
});
