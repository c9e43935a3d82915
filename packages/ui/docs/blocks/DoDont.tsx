import type { ReactNode } from 'react';
import { Canvas } from '@storybook/addon-docs/blocks';
import type { ModuleExport } from 'storybook/internal/types';
import { vars } from '../../src/theme/vars.css';

interface ExampleProps {
  /** The story that shows the example (`Stories.Name`). */
  of: ModuleExport;
  /** Why: one or two sentences. */
  children: ReactNode;
}

function Example({ of, children, kind }: ExampleProps & { kind: 'do' | 'dont' }) {
  const colour = kind === 'do' ? vars.color.success : vars.color.danger;
  return (
    <figure
      style={{
        marginBlock: vars.space.lg,
        marginInline: 0,
        borderInlineStart: `6px solid ${colour}`,
        paddingInlineStart: vars.space.md,
      }}
    >
      <figcaption
        style={{ fontWeight: vars.font.weight.bold, color: colour, marginBlockEnd: vars.space.xxs }}
      >
        {kind === 'do' ? 'Do' : 'Don’t'}
      </figcaption>
      <div style={{ marginBlockEnd: vars.space.sm }}>{children}</div>
      <Canvas of={of} sourceState="none" />
    </figure>
  );
}

/** A good example, drawn from a story. */
export const Do = (props: ExampleProps) => <Example {...props} kind="do" />;
/** A mistake to avoid, drawn from a story (which still passes every check: the mistake is in the design, not the markup). */
export const Dont = (props: ExampleProps) => <Example {...props} kind="dont" />;
