import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BADGE_STATUSES, StatusBadge } from './StatusBadge';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('StatusBadge', () => {
  it('says the status in words, with a decorative icon', () => {
    const { container } = render(<StatusBadge status="awaiting_approval" />);
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives every status its own words and a different icon from statuses of the same tone', () => {
    const { container } = render(
      <div>
        {BADGE_STATUSES.map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
      </div>,
    );
    const badges = Array.from(container.querySelectorAll('[data-status]'));
    const texts = badges.map((b) => b.textContent);
    expect(new Set(texts).size).toBe(BADGE_STATUSES.length);
    expect(texts).toEqual([
      'Pending',
      'Processing',
      'Completed',
      'Failed',
      'Returned',
      'Awaiting approval',
      'Approved',
      'Rejected',
      'Cancelled',
      'Scheduled',
      'Expired',
    ]);
    const byTone = new Map<string, Set<string>>();
    for (const b of badges) {
      const tone = b.className;
      const icon = b.querySelector('svg')!.getAttribute('class')!;
      if (!byTone.has(tone)) byTone.set(tone, new Set());
      expect(byTone.get(tone)!.has(icon)).toBe(false);
      byTone.get(tone)!.add(icon);
    }
  });

  it('speaks Arabic in an Arabic UI and accepts the server’s own words', () => {
    render(
      <UiProvider locale="ar">
        <StatusBadge status="completed" />
        <StatusBadge status="failed" label="Returned by the beneficiary bank" />
      </UiProvider>,
    );
    expect(screen.getByText('مكتملة')).toBeInTheDocument();
    expect(screen.getByText('Returned by the beneficiary bank')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ul>
        {BADGE_STATUSES.map((s) => (
          <li key={s}>
            <StatusBadge status={s} />
          </li>
        ))}
      </ul>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
