/** A select's choice: its value, shown as is, or a value with its label. */
export type OptionItem<T extends string> = T | { value: T; label: string };

/** The `<option>`s of a select, one an item; `label` names a bare value. */
export function Options<T extends string>({ items, label }: { items: readonly OptionItem<T>[]; label?: (value: T) => string }) {
  return items.map((item) => {
    const value = typeof item === 'string' ? item : item.value;
    const text = typeof item === 'string' ? (label ? label(item) : item) : item.label;
    return (
      <option key={value} value={value}>
        {text}
      </option>
    );
  });
}
