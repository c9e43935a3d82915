// Text fields: the characters no request field accepts, the one check every string field of every
// request schema carries, and a walk over a schema's text fields (the contract test proves that
// each field has the check; the backend's fuzzing sends these characters into each of them).
import { z } from 'zod';

/**
 * Refused in every text field:
 * - C0 controls U+0000–U+001F (NUL cannot be stored by PostgreSQL at all; tabs and line breaks
 *   have no place in a single-line field), DEL U+007F and the C1 controls U+0080–U+009F;
 * - the line and paragraph separators U+2028 and U+2029 (line breaks by another name);
 * - the bidirectional embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, which
 *   make a name or a reference display as something else than it is (a "Trojan Source" spoof);
 * - lone surrogates U+D800–U+DFFF (not text: UTF-8 cannot encode them).
 * Allowed: everything else, including the marks a language needs (RLM/LRM U+200E/U+200F, the Arabic
 * letter mark U+061C, ZWJ/ZWNJ U+200D/U+200C). There is no multi-line field in the contract; one
 * would allow exactly `\n` and `\t` besides this.
 */
export const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** One sample of each kind of refused character (tests send each into every field). */
export const FORBIDDEN_TEXT_SAMPLES: readonly string[] = [
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
  '\u2028',
  '\u2029',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\uD800',
  '\uDFFF',
];

const codePoint = (c: string) =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The check of every string field of a request (one instance, so that a test can find it on each
 * field). Attach it after `.trim()` where the field is trimmed: surrounding whitespace is forgiven,
 * a control character inside is not.
 */
export const plainText = z.superRefine<string>((value, ctx) => {
  const found = FORBIDDEN_TEXT.exec(value)?.[0];
  if (found !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `Remove the invisible control or formatting character (${codePoint(found)}) from this field.`,
      input: value,
    });
  }
});

/** A text field: trimmed, then checked. Chain `.min()`, `.max()`, `.regex()` as usual. */
export function text() {
  return z.string().trim().check(plainText);
}

/** A text field kept exactly as sent (passwords, tokens, codes), checked. */
export function rawText() {
  return z.string().check(plainText);
}

/** Where a text field sits in a request: its path (`*` for any array item or record value) and how to build a request that holds a value there. */
export interface TextField {
  path: string[];
  /** The record key itself (a value there becomes a key of the record). */
  isKey: boolean;
  schema: z.ZodType;
  /** The smallest value that puts `value` at this path, with the literals (discriminators) its branch needs. */
  build(value: string): unknown;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The literal a field must hold, if any (a discriminated union's `kind`). */
function literalOf(schema: z.ZodType): { value: unknown } | undefined {
  const def = defOf(schema);
  if (def.type === 'literal') return { value: def.values?.[0] };
  if (
    (def.type === 'optional' || def.type === 'default' || def.type === 'readonly') &&
    def.innerType
  )
    return literalOf(def.innerType);
  return undefined;
}

/** Every text field a request schema reaches, through objects, unions, arrays, records, wrappers and pipes. */
export function textFieldsOf(schema: z.ZodType | undefined): TextField[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ path: [], isKey: false, schema, build: (value) => value }];
    case 'object': {
      const shape = def.shape ?? {};
      const literals = Object.fromEntries(
        Object.entries(shape).flatMap(([k, s]) => (literalOf(s) ? [[k, literalOf(s)?.value]] : [])),
      );
      return Object.entries(shape).flatMap(([key, field]) =>
        textFieldsOf(field).map((f) => ({
          ...f,
          path: [key, ...f.path],
          build: (value: string) => ({ ...literals, [key]: f.build(value) }),
        })),
      );
    }
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType ? textFieldsOf(def.innerType) : [];
    case 'pipe':
      return def.in ? textFieldsOf(def.in) : [];
    case 'lazy':
      return def.getter ? textFieldsOf(def.getter()) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => textFieldsOf(option));
    case 'intersection':
      return [...textFieldsOf(def.left), ...textFieldsOf(def.right)];
    case 'array':
      return textFieldsOf(def.element).map((f) => ({
        ...f,
        path: ['*', ...f.path],
        build: (value: string) => [f.build(value)],
      }));
    case 'record':
      return [
        ...textFieldsOf(def.keyType).map((f) => ({
          ...f,
          isKey: true,
          build: (value: string) => ({ [value]: '1' }),
        })),
        ...textFieldsOf(def.valueType).map((f) => ({
          ...f,
          path: ['*', ...f.path],
          build: (value: string) => ({ X: f.build(value) }),
        })),
      ];
    default:
      return [];
  }
}

/** True when this string schema carries the `plainText` check. */
export function hasPlainTextCheck(schema: z.ZodType): boolean {
  const checks =
    (schema as unknown as { _zod: { def: { checks?: unknown[] } } })._zod.def.checks ?? [];
  return checks.includes(plainText);
}
