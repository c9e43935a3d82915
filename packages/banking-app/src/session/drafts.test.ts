import { beforeEach, describe, expect, it } from 'vitest';
import { allowedStep, clearFlowDrafts, flowStore, startedNow } from './drafts';

interface Example {
  startedAt: string;
  amount?: string;
}

describe('a flow draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a draft in this tab under its own key and forgets it on clear', () => {
    const store = flowStore<Example>('example');
    expect(store.read()).toBeNull();
    store.write({ ...startedNow(new Date('2026-11-24T10:00:00Z')), amount: '100' });
    expect(store.read()).toEqual({ startedAt: '2026-11-24T10:00:00.000Z', amount: '100' });
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('reads a damaged or foreign value as no draft', () => {
    const store = flowStore<Example>('example');
    sessionStorage.setItem(store.key, '{not json');
    expect(store.read()).toBeNull();
    sessionStorage.setItem(store.key, '{"amount":"1"}');
    expect(store.read()).toBeNull();
  });

  it('logout clears every flow, and nothing else of the tab', () => {
    flowStore<Example>('one').write(startedNow());
    flowStore<Example>('two').write(startedNow());
    sessionStorage.setItem('sadu.tab', '1');
    clearFlowDrafts();
    expect(flowStore<Example>('one').read()).toBeNull();
    expect(flowStore<Example>('two').read()).toBeNull();
    expect(sessionStorage.getItem('sadu.tab')).toBe('1');
  });

  it('sends a step past the first unfinished one back to it, and keeps earlier steps open', () => {
    expect(allowedStep(3, 1)).toBe(1);
    expect(allowedStep(1, 3)).toBe(1);
    expect(allowedStep(3, 3)).toBe(3);
  });
});
