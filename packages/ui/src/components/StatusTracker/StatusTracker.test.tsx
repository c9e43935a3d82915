import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTracker, type TrackerStep } from './StatusTracker';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const steps: TrackerStep[] = [
  { label: 'Created', at: new Date(2026, 10, 12, 9, 5) },
  { label: 'Awaiting confirmation', at: new Date(2026, 10, 12, 9, 6) },
  { label: 'Pending' },
  { label: 'Processing' },
  { label: 'Completed' },
];

describe('StatusTracker', () => {
  it('is a named ordered list with the current step marked and each step saying its state', () => {
    render(<StatusTracker label="Transfer status" steps={steps} current={2} />);
    const list = screen.getByRole('list', { name: 'Transfer status' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
      null,
    ]);
    expect(items.map((li) => li.textContent)).toEqual([
      'Completed: Created12-11-2026 09:05',
      'Completed: Awaiting confirmation12-11-2026 09:06',
      'Pending',
      'Not started: Processing',
      'Not started: Completed',
    ]);
    expect(items[0]!.querySelector('time')).toHaveAttribute(
      'dateTime',
      new Date(2026, 10, 12, 9, 5).toISOString(),
    );
  });

  it('ends completed, failed or returned, with a reason', () => {
    const { rerender } = render(
      <StatusTracker label="Transfer status" steps={steps} current={4} outcome="completed" />,
    );
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('Completed: Completed');
    rerender(
      <StatusTracker
        label="Transfer status"
        steps={[
          steps[0]!,
          { label: 'Processing' },
          { label: 'Failed', description: 'The beneficiary’s bank refused the payment.' },
        ]}
        current={2}
        outcome="failed"
      />,
    );
    const failed = screen.getAllByRole('listitem')[2]!;
    expect(failed).toHaveAttribute('aria-current', 'step');
    expect(failed).toHaveTextContent('Failed: FailedThe beneficiary’s bank refused the payment.');
    rerender(
      <StatusTracker
        label="Transfer status"
        steps={[steps[0]!, { label: 'Returned' }]}
        current={1}
        outcome="returned"
      />,
    );
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Returned: Returned');
  });

  it('keeps the current index within the steps', () => {
    render(<StatusTracker label="Status" steps={steps.slice(0, 2)} current={9} />);
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  });

  it('says the states in Arabic', () => {
    render(
      <UiProvider locale="ar">
        <StatusTracker
          label="حالة التحويل"
          steps={[{ label: 'أُنشئ' }, { label: 'أُرجع' }]}
          current={1}
          outcome="returned"
        />
      </UiProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'مكتملة: أُنشئ',
      'مُرتجعة: أُرجع',
    ]);
  });

  it("isolates each step's time left to right, so Arabic shows the day before the time", () => {
    render(
      <UiProvider locale="ar">
        <div dir="rtl">
          <StatusTracker label="حالة التحويل" steps={steps} current={1} />
        </div>
      </UiProvider>,
    );
    const time = screen.getByText('12-11-2026 09:05');
    expect(time.tagName).toBe('BDI');
    expect(time).toHaveAttribute('dir', 'ltr');
    expect(time.closest('time')).toHaveAttribute('datetime');
  });

  it('has no axe violations in progress, completed, failed and returned', async () => {
    const { container } = render(
      <div>
        <StatusTracker label="A" steps={steps} current={1} />
        <StatusTracker label="B" steps={steps} current={4} outcome="completed" />
        <StatusTracker label="C" steps={steps} current={3} outcome="failed" />
        <StatusTracker label="D" steps={steps} current={3} outcome="returned" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
