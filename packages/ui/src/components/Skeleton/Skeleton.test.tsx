import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from './Skeleton';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('Skeleton', () => {
  it('is hidden from screen readers, in every shape', () => {
    const { container } = render(
      <div>
        <Skeleton />
        <Skeleton shape="rect" height="8rem" />
        <Skeleton shape="circle" />
        <Skeleton lines={3} width="20rem" />
      </div>,
    );
    const top = Array.from(container.firstElementChild!.children);
    expect(top).toHaveLength(4);
    top.forEach((el) => expect(el).toHaveAttribute('aria-hidden', 'true'));
    expect(top[3]!.children).toHaveLength(3);
    expect((top[1] as HTMLElement).style.blockSize).toBe('8rem');
  });

  it('draws a paragraph of lines with the last one shorter, at the width asked', () => {
    const { container } = render(<Skeleton lines={3} width="20rem" />);
    const paragraph = container.firstElementChild as HTMLElement;
    expect(paragraph.style.inlineSize).toBe('20rem');
    const lines = Array.from(paragraph.children) as HTMLElement[];
    expect(lines.map((line) => line.style.inlineSize)).toEqual(['', '', '60%']);
  });

  it('a group says "Loading" once through a status and marks the area busy', () => {
    const { container, rerender } = render(
      <SkeletonGroup label="Loading transactions">
        <Skeleton lines={2} />
        <Skeleton lines={2} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    rerender(
      <UiProvider locale="ar">
        <SkeletonGroup>
          <Skeleton />
        </SkeletonGroup>
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton shape="circle" />
        <Skeleton lines={3} />
      </SkeletonGroup>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
