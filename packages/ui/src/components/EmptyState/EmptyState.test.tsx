import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Inbox } from 'lucide-react';
import { EmptyState, type EmptyStateArt } from './EmptyState';
import { Button } from '../Button';
import { UiProvider } from '../../i18n/UiProvider';
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
    expect(
      screen.getByRole('heading', { level: 3, name: 'No transactions yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Add money to your wallet to get started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add money' })).toBeInTheDocument();
  });

  it('defaults to a level-2 heading and needs nothing but a title', () => {
    const { container } = render(<EmptyState title="No beneficiaries" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No beneficiaries');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('hands its one action to the keyboard: Tab reaches it, Enter presses it', async () => {
    const user = userEvent.setup();
    let pressed = 0;
    render(
      <EmptyState
        title="No beneficiaries yet"
        action={<Button onClick={() => pressed++}>Add a beneficiary</Button>}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add a beneficiary' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(pressed).toBe(1);
  });

  it('has no axe violations right to left, in Arabic', async () => {
    const { container } = render(
      <UiProvider locale="ar">
        <div dir="rtl" lang="ar">
          <EmptyState
            icon={<Inbox aria-hidden="true" />}
            title="لا توجد معاملات بعد"
            text="أضف أموالًا إلى محفظتك لتبدأ."
            action={<Button>إضافة أموال</Button>}
          />
        </div>
      </UiProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'لا توجد معاملات بعد' }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState
        icon={<Inbox aria-hidden="true" />}
        title="Nothing here"
        text="Try another filter."
        action={<Button>Clear filters</Button>}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('art', () => {
    const arts: EmptyStateArt[] = ['transactions', 'wallets', 'beneficiaries', 'review', 'search'];

    it.each(arts)(
      'draws the %s picture for the eye only: hidden, empty, not focusable',
      async (art) => {
        const user = userEvent.setup();
        const { container } = render(
          <EmptyState art={art} title="Nothing here yet" action={<Button>Start</Button>} />,
        );
        const picture = container.querySelector('[aria-hidden="true"]');
        expect(picture).toBeInstanceOf(HTMLSpanElement);
        expect(picture).toBeEmptyDOMElement();
        expect(screen.queryByRole('img')).toBeNull();
        // What a screen reader meets: the heading and the action, nothing from the picture.
        expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName('Nothing here yet');
        await user.tab();
        expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
        expect(await axeViolations(container)).toEqual([]);
      },
    );

    it('names the picture it draws, so its stylesheet rule picks the drawing', () => {
      for (const art of arts) {
        const { container, unmount } = render(<EmptyState art={art} title="Empty" />);
        expect(container.querySelector('[aria-hidden="true"]')).toHaveAttribute('data-art', art);
        unmount();
      }
    });

    it('takes the icon’s place when both are given', () => {
      const { container } = render(
        <EmptyState
          art="wallets"
          icon={<Inbox data-testid="icon" aria-hidden="true" />}
          title="No wallets yet"
        />,
      );
      expect(screen.queryByTestId('icon')).toBeNull();
      expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    });

    it('has no axe violations right to left, in Arabic', async () => {
      const { container } = render(
        <UiProvider locale="ar">
          <div dir="rtl" lang="ar">
            <EmptyState
              art="beneficiaries"
              title="لا يوجد مستفيدون بعد"
              text="أضف الأشخاص والشركات الذين تدفع لهم."
              action={<Button>إضافة مستفيد</Button>}
            />
          </div>
        </UiProvider>,
      );
      expect(container.querySelector('[aria-hidden="true"]')).toBeEmptyDOMElement();
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
