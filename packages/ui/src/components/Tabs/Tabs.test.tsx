import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';
import { axeViolations } from '../../../test/axe';

const items: TabItem[] = [
  { value: 'all', label: 'All', content: <p>All transactions</p> },
  { value: 'in', label: 'Money in', content: <p>Credits</p> },
  { value: 'out', label: 'Money out', content: <p>Debits</p> },
];

describe('Tabs', () => {
  it('wires tabs and panels: tablist name, selected tab, aria-controls and a labelled panel', () => {
    render(<Tabs items={items} label="Transactions" />);
    expect(screen.getByRole('tablist', { name: 'Transactions' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('All transactions');
    expect(panel).toHaveAttribute('tabindex', '0');
  });

  it('selects as the arrow keys move (automatic), wrapping, with Home and End', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} label="Transactions" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Money in' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Credits');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Money out', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['in', 'out', 'all', 'out', 'all']);
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('only moves focus in manual mode; Enter or Space selects', async () => {
    render(<Tabs items={items} label="Transactions" activation="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Money in' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Money in' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ }');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Debits');
  });

  it('mirrors the arrow keys in right-to-left: ArrowLeft goes to the next tab', async () => {
    render(
      <div dir="rtl">
        <Tabs items={items} label="المعاملات" />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Money in', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toHaveFocus();
  });

  it('follows a controlled value and selects with a click', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Tabs items={items} label="Transactions" value="out" onChange={onChange} />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Debits');
    await userEvent.click(screen.getByRole('tab', { name: 'Money in' }));
    expect(onChange).toHaveBeenCalledWith('in');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Debits');
    rerender(<Tabs items={items} label="Transactions" value="in" onChange={onChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Credits');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Tabs items={items} label="Transactions" defaultValue="in" fitted />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
