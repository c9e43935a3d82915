import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const steps = ['Amount', 'Beneficiary', 'Review', 'Done'];

describe('Stepper', () => {
  it('is a named navigation landmark that says "Step 2 of 4" and the step’s name', () => {
    render(<Stepper steps={steps} current={1} label="Transfer progress" />);
    const nav = screen.getByRole('navigation', { name: 'Transfer progress' });
    expect(
      within(nav).getByText('Step 2 of 4: Beneficiary', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('marks the current step with aria-current="step" and says which steps are done or not started', () => {
    render(<Stepper steps={steps} current={2} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items.map((li) => li.lastElementChild?.textContent)).toEqual([
      'Completed: Amount',
      'Completed: Beneficiary',
      'Review',
      'Not started: Done',
    ]);
    expect(items[0]!.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(items[3]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('4');
  });

  it('keeps a current step out of range on the first or last step instead of failing', () => {
    const { rerender } = render(<Stepper steps={steps} current={9} />);
    expect(screen.getByText('Step 4 of 4: Done')).toBeInTheDocument();
    rerender(<Stepper steps={steps} current={-1} />);
    expect(screen.getByText('Step 1 of 4: Amount')).toBeInTheDocument();
  });

  it('speaks Arabic in an Arabic UI', () => {
    render(
      <UiProvider locale="ar">
        <Stepper steps={['المبلغ', 'المستفيد', 'المراجعة']} current={1} />
      </UiProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'مراحل العملية' })).toHaveTextContent(
      'الخطوة 2 من 3: المستفيد',
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('مكتملة: المبلغ');
  });

  it('has no axe violations, normal and compact', async () => {
    const { container } = render(
      <div>
        <Stepper steps={steps} current={1} label="Top-up" />
        <Stepper steps={steps} current={3} label="Transfer" compact />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
