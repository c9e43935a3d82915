import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('UiProvider: the Arabic strings are their own module', () => {
  beforeEach(() => {
    // A fresh module: nothing loaded yet (the test setup preloads Arabic for the other tests).
    vi.resetModules();
  });

  it('shows English words until the Arabic ones arrive, then Arabic, without a reload', async () => {
    const { UiProvider, useUi } = await import('./UiProvider');
    function Required() {
      return <p>{useUi().messages.required}</p>;
    }
    render(
      <UiProvider locale="ar-AE">
        <Required />
      </UiProvider>,
    );
    expect(screen.getByText('required')).toBeInTheDocument();
    expect(await screen.findByText('إلزامي')).toBeInTheDocument();
  });

  it('renders in Arabic from the first paint once loadUiMessages has loaded them, and keeps overrides', async () => {
    const { loadUiMessages, UiProvider, useUi } = await import('./UiProvider');
    const ar = await loadUiMessages('ar');
    expect(ar.required).toBe('إلزامي');
    expect((await loadUiMessages('en-GB')).required).toBe('required');
    function Words() {
      const { messages } = useUi();
      return <p>{`${messages.required} · ${messages.optional}`}</p>;
    }
    render(
      <UiProvider locale="ar" messages={{ optional: 'اختياري' }}>
        <Words />
      </UiProvider>,
    );
    expect(screen.getByText('إلزامي · اختياري')).toBeInTheDocument();
  });

  it('keeps the English words when the Arabic module cannot load, and tries again next time', async () => {
    vi.doMock('./messages.ar', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadUiMessages } = await import('./UiProvider');
    await expect(loadUiMessages('ar')).rejects.toThrow();
    vi.doUnmock('./messages.ar');
    await expect(loadUiMessages('ar')).resolves.toMatchObject({ required: 'إلزامي' });
  });
});
