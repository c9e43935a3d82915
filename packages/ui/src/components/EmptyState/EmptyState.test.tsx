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
        expect(picture).toBeInstanceOf(SVGSVGElement);
        expect(picture).toHaveAttribute('focusable', 'false');
        // Shapes only: no title, no text, nothing a screen reader could read.
        expect(picture?.textContent).toBe('');
        expect(picture?.querySelector('title, text, desc')).toBeNull();
        expect(screen.queryByRole('img')).toBeNull();
        // What a screen reader meets: the heading and the action, nothing from the picture.
        expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName('Nothing here yet');
        await user.tab();
        expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
        expect(await axeViolations(container)).toEqual([]);
      },
    );

    it('draws each picture in its own two shapes on the disc, and names it', () => {
      const drawn = new Set<string>();
      for (const art of arts) {
        const { container, unmount } = render(<EmptyState art={art} title="Empty" />);
        const picture = container.querySelector('[aria-hidden="true"]');
        expect(picture).toHaveAttribute('data-art', art);
        expect(picture).toHaveAttribute('viewBox', '0 0 120 90');
        expect(picture?.querySelectorAll('circle')).toHaveLength(1);
        const paths = [...(picture?.querySelectorAll('path') ?? [])].map((p) =>
          p.getAttribute('d'),
        );
        expect(paths).toHaveLength(2);
        drawn.add(paths.join(' '));
        unmount();
      }
      expect(drawn.size).toBe(arts.length);
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
      expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('');
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
