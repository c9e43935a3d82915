// Left-to-right values (an e-mail address, an IBAN, a code) inside a translated sentence, each
// isolated in <bdi dir="ltr"> so an Arabic sentence does not reorder them. (react-i18next's
// <Trans> does this too, but brings an HTML parser into every page's framework chunk.)
import type { ReactNode } from 'react';

const MARK = '\u2063';

/**
 * `translate` gets a stand-in for each value and returns the sentence (`(v) => t('key', v)`); each
 * stand-in comes back as its value in a <bdi dir="ltr">.
 */
export function withLtrValues(translate: (values: Record<string, string>) => string, values: Record<string, string>): ReactNode[] {
  const names = Object.keys(values);
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return translate(marks)
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((part, i) =>
      i % 2 === 0 ? part : (
        <bdi key={i} dir="ltr">
          {values[names[Number(part)]!]}
        </bdi>
      ),
    );
}
