import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inbox } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';
import { axeViolations } from '../../../test/axe';

describe('EmptyState', () => {
  it('shows a heading at the level asked, the text and the action', () => {
    render(
      <EmptyState
        icon={<Inbox aria-hidden="true" />}
        title="No transactions yet"
        text="Add money to your wallet to get started."
        action={<Button>Add money</Button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.getByText('Add money to your wallet to get started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add money' })).toBeInTheDocument();
  });

  it('defaults to a level-2 heading and needs nothing but a title', () => {
    const { container } = render(<EmptyState title="No beneficiaries" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No beneficiaries');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    const { container } = render(<EmptyState icon={<Inbox aria-hidden="true" />} title="Nothing here" text="Try another filter." action={<Button>Clear filters</Button>} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
