import type { comboboxControlEn } from './ComboboxControl.messages';

/**
 * True on Apple platforms. VoiceOver (macOS, iOS, iPadOS) does not read the option that
 * `aria-activedescendant` points to, so there the live region speaks each highlighted option;
 * NVDA and JAWS do read it, and would say it twice if the live region spoke it too.
 */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.userAgentData?.platform || nav.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform) || /iPhone|iPad|iPod|Macintosh/.test(nav.userAgent);
}

export interface StatusSnapshot {
  isOpen: boolean;
  highlightedIndex: number;
  selectedKey: string | null;
  inputValue: string;
}

export interface StatusContext {
  messages: typeof comboboxControlEn;
  /** How many options the list shows now. */
  count: number;
  /** Label of the highlighted option, when one is highlighted. */
  highlightedLabel?: string;
  /** Label of the chosen option, when one is chosen. */
  selectedLabel?: string;
  /** Speak each highlighted option (VoiceOver), not only counts and the selection. */
  announceHighlight: boolean;
}

/**
 * The sentence for the polite live region after a change from `prev` to `next`: the result count
 * when the list opens or the search changes, the chosen option when one is chosen, and (only with
 * `announceHighlight`) the highlighted option with its position. Empty when there is nothing new.
 */
export function statusMessage(
  prev: StatusSnapshot | undefined,
  next: StatusSnapshot,
  ctx: StatusContext,
): string {
  const { messages: m } = ctx;
  const highlight =
    ctx.announceHighlight && next.highlightedIndex >= 0 && ctx.highlightedLabel
      ? m.comboboxHighlighted(ctx.highlightedLabel, next.highlightedIndex + 1, ctx.count)
      : '';
  if (!next.isOpen) {
    const chose = next.selectedKey !== null && next.selectedKey !== (prev?.selectedKey ?? null);
    return chose && ctx.selectedLabel ? m.comboboxSelected(ctx.selectedLabel) : '';
  }
  const opened = !prev?.isOpen;
  if (opened || prev.inputValue !== next.inputValue) {
    if (ctx.count === 0) return m.comboboxNoResults;
    return [m.comboboxResults(ctx.count), opened ? m.comboboxKeysHint : '', highlight]
      .filter(Boolean)
      .join(' ');
  }
  return prev.highlightedIndex !== next.highlightedIndex ? highlight : '';
}
