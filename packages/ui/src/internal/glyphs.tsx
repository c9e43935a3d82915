// lucide icons (ISC, https://lucide.dev, lucide-react 1.75) drawn inline with the attributes
// lucide-react gives them, for the components most pages carry: the combobox ("chevron-down",
// "check"), every field's error message ("circle-alert", FieldMessages: FormField, OtpInput,
// DateInput, …) and DateInput's calendar button ("calendar-days"). Through lucide-react each brought
// its icon factory and context (1.3 KB gzipped) into every app that shows a field; drawn here they
// cost their shapes. Everything else uses `Icon` with lucide-react.
import type { SVGProps } from 'react';

type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };
type Shape =
  | ['path', { d: string }]
  | ['circle', { cx: string; cy: string; r: string }]
  | ['line', { x1: string; x2: string; y1: string; y2: string }]
  | ['rect', { x: string; y: string; width: string; height: string; rx: string }];

function glyph(shapes: Shape[]) {
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
        {shapes.map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    );
  };
}

const path = (d: string): Shape => ['path', { d }];

export const ChevronDownGlyph = glyph([path('m6 9 6 6 6-6')]);
export const CheckGlyph = glyph([path('M20 6 9 17l-5-5')]);
export const AlertCircleGlyph = glyph([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
]);
export const CalendarDaysGlyph = glyph([
  path('M8 2v3'),
  path('M16 2v3'),
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }],
  path('M3 9h18'),
  path('M8 13h.01'),
  path('M12 13h.01'),
  path('M16 13h.01'),
  path('M8 17h.01'),
  path('M12 17h.01'),
  path('M16 17h.01'),
]);
