/** One name of an enumeration: its stored value, its label and, where it shows as a tag, its colour. */
type Entry = readonly [value: number, label: string, color?: string];

/**
 * An enumeration declared once (issue #23): each name with its value, label and colour in one
 * place, instead of a value object, a label map and an option list that must agree. `values` is the
 * object of names (literal values, as `as const` gives them), `labels` maps value to label, `options`
 * lists `{ value, label, color }` in declaration order (states, tags and filters; colour `default`
 * when none is named), `colors` maps value to colour.
 */
export function enumeration<const T extends Record<string, Entry>>(table: T) {
  const entries = Object.entries(table) as [keyof T, Entry][];
  return {
    values: Object.fromEntries(entries.map(([name, [value]]) => [name, value])) as { readonly [K in keyof T]: T[K][0] },
    labels: Object.fromEntries(entries.map(([, [value, label]]) => [value, label])) as Record<T[keyof T][0], string>,
    options: entries.map(([, [value, label, color = 'default']]) => ({ value, label, color })),
    colors: Object.fromEntries(entries.map(([, [value, , color = 'default']]) => [value, color])) as Record<T[keyof T][0], string>,
  };
}

/** The label of a value in an option list (`fallback` when no option has it): a state or kind named in text, Excel and messages. */
export const optionLabel = (options: readonly { value: unknown; label: string }[], value: unknown, fallback = ''): string =>
  options.find((o) => o.value === value)?.label ?? fallback;
