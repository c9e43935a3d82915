/** True when the file matches one of the accepted types: a MIME type, a wildcard ("image/*") or an extension (".pdf"). */
export function isAccepted(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

const names: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/webp': 'WEBP',
  'text/csv': 'CSV',
};

/** How customers know the types: "PDF", "JPG", "PNG" (".jpeg" and "image/jpeg" both say "JPG"). */
export function typeNames(accept: readonly string[]): string[] {
  const out = accept.map((raw) => {
    const rule = raw.trim().toLowerCase();
    if (names[rule]) return names[rule];
    if (rule === '.jpeg' || rule === '.jpg') return 'JPG';
    if (rule.startsWith('.')) return rule.slice(1).toUpperCase();
    if (rule.endsWith('/*')) return rule.slice(0, -2);
    return (rule.split('/')[1] ?? rule).toUpperCase();
  });
  return [...new Set(out)];
}
