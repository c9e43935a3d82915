import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';
import { axeViolations } from '../../../test/axe';

describe('Heading', () => {
  it('renders the level asked for, whatever its visual size', () => {
    render(
      <div>
        <Heading level={1}>Dashboard</Heading>
        <Heading level={2} size={4}>
          Wallets
        </Heading>
      </div>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wallets' })).toBeInTheDocument();
  });

  it('can take focus programmatically so route changes announce the page', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading level={1} tabIndex={-1} ref={ref}>
        Security
      </Heading>,
    );
    ref.current?.focus();
    expect(screen.getByRole('heading', { name: 'Security' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Heading level={2}>Transfers</Heading>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
