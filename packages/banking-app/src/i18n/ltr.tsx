// Left-to-right values (an e-mail address, an IBAN, a code) inside a translated sentence, each
// isolated in <bdi dir="ltr"> so an Arabic sentence does not reorder them. (react-i18next's
// <Trans> does this too, but brings an HTML parser into every page's framework chunk.)
import { Fragment, type ReactNode } from 'react';

const MARK = '\u2063';

/**
 * `translate` gets a stand-in for each part and returns the sentence (`(v) => t('key', v)`); each
 * stand-in comes back as its part: a link, a value, anything React shows.
 */
export function withParts(
  translate: (values: Record<string, string>) => string,
  parts: Record<string, ReactNode>,
): ReactNode[] {
  const names = Object.keys(parts);
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return translate(marks)
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((part, i) =>
      i % 2 === 0 ? part : <Fragment key={i}>{parts[names[Number(part)]!]}</Fragment>,
    );
}

/** `withParts` for left-to-right values: each in a <bdi dir="ltr">. */
export function withLtrValues(
  translate: (values: Record<string, string>) => string,
  values: Record<string, string>,
): ReactNode[] {
  return withParts(
    translate,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, <bdi dir="ltr">{value}</bdi>]),
    ),
  );
}
