import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import { axeViolations } from '../../../test/axe';

describe('Card', () => {
  it('renders the element asked for', () => {
    render(
      <Card as="section" aria-label="Your wallets">
        Content
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Your wallets' })).toHaveTextContent('Content');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Card elevation="raised">Card</Card>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
