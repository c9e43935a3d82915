import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated}>
      <label>
        Email <input name="email" />
      </label>
    </fieldset>
  );
}

describe('useHydrated', () => {
  it('is false in the prerendered markup and true once React has hydrated it, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    container.remove();
  });

  it('is true from the first render when the app draws the page itself', () => {
    render(<Probe />);
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });
});
