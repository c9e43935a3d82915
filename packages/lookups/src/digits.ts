// Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits, and the Arabic
// decimal and thousands separators, as ASCII: people on an Arabic keyboard type these.
const ARABIC_CHARS = /[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g;

/** @internal Replaces Arabic digits and separators with their ASCII forms. */
export function toAsciiDigits(text: string): string {
  return text.replace(ARABIC_CHARS, (ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
