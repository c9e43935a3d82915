/** What a combobox searches for one option: short codes (matched from their start) and words. */
export interface SearchFields {
  /** Codes such as "USD" or "AE": an exact or prefix match ranks first. */
  codes?: readonly string[];
  /** Names and descriptions, in every language the customer might type. */
  text: readonly string[];
}

interface Prepared {
  codes: string[];
  text: string[];
  words: string[];
}

// Arabic: drop diacritics and tatweel, fold alef/yeh/teh-marbuta variants, so "الامارات" finds "الإمارات".
const ARABIC_FOLDS: Array<[RegExp, string]> = [
  [/[\u064B-\u065F\u0670\u0640]/g, ''],
  [/[\u0622\u0623\u0625\u0671]/g, '\u0627'],
  [/\u0649/g, '\u064A'],
  [/\u0629/g, '\u0647'],
];

/** Lower case, accents removed (é → e), Arabic letter variants folded, spaces collapsed. */
export function normalizeSearchText(text: string): string {
  let out = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [pattern, replacement] of ARABIC_FOLDS) out = out.replace(pattern, replacement);
  return out.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

export function prepareSearch(fields: SearchFields): Prepared {
  const text = fields.text.map(normalizeSearchText);
  return {
    codes: (fields.codes ?? []).map(normalizeSearchText),
    text,
    words: text.flatMap((t) => t.split(' ')),
  };
}

/**
 * How well an option matches the query: 0 (a code equals it) to 4 (a word contains it), or -1
 * (no match). Every word of a multi-word query must match for the option to be kept.
 */
function rankMatch(query: string, option: Prepared): number {
  const q = normalizeSearchText(query);
  if (!q) return 0;
  if (option.codes.includes(q)) return 0;
  if (option.codes.some((c) => c.startsWith(q))) return 1;
  if (option.text.some((t) => t.startsWith(q))) return 2;
  const tokens = q.split(' ');
  const each = tokens.map((token) =>
    option.codes.some((c) => c.startsWith(token)) || option.words.some((w) => w.startsWith(token))
      ? 3
      : option.text.some((t) => t.includes(token))
        ? 4
        : -1,
  );
  return each.includes(-1) ? -1 : Math.max(...each);
}

/**
 * The options that match `query`, best first (ties keep their order). With `keepOrder` (grouped
 * lists) matches stay in their original order.
 */
export function filterOptions<T>(
  items: readonly T[],
  prepared: readonly Prepared[],
  query: string,
  keepOrder = false,
): T[] {
  if (!normalizeSearchText(query)) return items.slice();
  const ranked: Array<{ item: T; rank: number; index: number }> = [];
  items.forEach((item, index) => {
    const rank = rankMatch(query, prepared[index] as Prepared);
    if (rank >= 0) ranked.push({ item, rank, index });
  });
  if (!keepOrder) ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((r) => r.item);
}
