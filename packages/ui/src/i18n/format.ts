// How the package's strings format lists and file sizes (English here; Arabic passes its own words).
/** "a, b or c" (English); Arabic passes its own word and joins with it. */
export function orList(items: readonly string[], or: string): string {
  if (or !== 'or') return items.join(` ${or} `);
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`;
}
/** A file size as a number and its unit (1024-based, one decimal when not whole). */
export function sizeParts(bytes: number): [string, 'B' | 'KB' | 'MB' | 'GB'] {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const text =
    unit === 0 || Number.isInteger(value)
      ? String(Math.round(value))
      : value.toFixed(1).replace(/\.0$/, '');
  return [text, units[unit] as 'B' | 'KB' | 'MB' | 'GB'];
}
export function enSize(bytes: number): string {
  const [value, unit] = sizeParts(bytes);
  return `${value} ${unit === 'B' ? (value === '1' ? 'byte' : 'bytes') : unit}`;
}
