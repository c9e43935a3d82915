// Two lucide icons (ISC, https://lucide.dev: "chevron-down" and "check", lucide-react 1.75) drawn
// inline with the attributes lucide-react gives them. The combobox needs only these two, and
// through lucide-react they brought its icon factory (1.3 KB gzipped) into every app that uses a
// selector; drawn here they cost their two paths. Everything else uses `Icon` with lucide-react.
import type { SVGProps } from 'react';

type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function glyph(path: string) {
  return function Glyph({ size = 24, ...rest }: GlyphProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        <path d={path} />
      </svg>
    );
  };
}

export const ChevronDownGlyph = glyph('m6 9 6 6 6-6');
export const CheckGlyph = glyph('M20 6 9 17l-5-5');
