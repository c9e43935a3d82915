import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLtrValues } from './ltr';

describe('withLtrValues', () => {
  it('isolates each value of a sentence left to right, wherever the translation puts it', () => {
    const { container } = render(
      <p>
        {withLtrValues((v) => `تم تأكيد ${v.email} و ${v.iban}.`, {
          email: 'a@b.ae',
          iban: 'AE07 0331',
        })}
      </p>,
    );
    expect(container.textContent).toBe('تم تأكيد a@b.ae و AE07 0331.');
    expect([...container.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent)).toEqual([
      'a@b.ae',
      'AE07 0331',
    ]);
  });
});
