import { useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type * as ComboboxControlExports from './ComboboxControl';
import type { SearchFields } from './search';
import { ComboboxStandIn, type Gesture, type Handover } from './ComboboxStandIn';
import { useFieldControl } from '../FormField/FieldContext';

export interface ComboboxProps<T> {
  /** Every option, in the order to show them (grouped lists: already sorted by group). */
  items: readonly T[];
  /** A stable, unique key per option (also the value of the hidden form input). */
  itemToKey: (item: T) => string;
  /** The text the input shows once the option is chosen; also what screen readers hear. */
  itemToString: (item: T) => string;
  /** What typing searches: codes (matched from their start, ranked first) and words. */
  itemToSearch?: (item: T) => SearchFields;
  /** The option's content in the list; defaults to `itemToString`. Keep it a stable function. */
  renderItem?: (item: T) => ReactNode;
  /** Decoration shown before the text of the chosen option (a flag). */
  renderSelected?: (item: T) => ReactNode;
  /** Group heading of an option; headings are shown, announced with their group, never chosen. */
  groupBy?: (item: T) => string;
  /** Names the list for screen readers, e.g. "Currencies". */
  listLabel: string;
  /** The chosen option (controlled); `null` for none. */
  value?: T | null;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: T | null;
  /** Called with the chosen option, or `null` when the customer empties the field. */
  onChange?: (item: T | null) => void;
  /** Open the list on mount (stories, screenshots). */
  defaultOpen?: boolean;
  /**
   * Speak each highlighted option in the live region. Defaults to true on Apple platforms only
   * (VoiceOver ignores `aria-activedescendant`; NVDA and JAWS would hear it twice).
   */
  announceHighlight?: boolean;
  /** Form field name: a hidden input carries the chosen option's key. */
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  onBlur?: () => void;
}

type ControlModule = typeof ComboboxControlExports;

// The combobox's code (downshift, compute-scroll-into-view, our search and live region: about
// 14 KB gzipped) is its own chunk: a page that shows a currency or country field does not pay for
// it at load, only when a person comes to use one.
let controlModule: ControlModule | undefined;
let loading: Promise<ControlModule> | undefined;
const listeners = new Set<() => void>();
// What the people focused in stand-ins did, to replay in the real inputs once they are in the page.
const takeovers: Array<() => void> = [];
const runTakeovers = () => takeovers.splice(0).forEach((takeOver) => takeOver());

/**
 * Starts loading the combobox's code; Combobox calls it when a person comes near a field (pointer
 * over, press, touch, focus). Stories, tests and pages that know a combobox will be used at once
 * can call it ahead. A failed load (offline) is forgotten, so the next attempt tries again.
 */
export function preloadCombobox(): Promise<ControlModule> {
  loading ??= import('./ComboboxControl').then(
    (module) => {
      controlModule = module;
      // The real comboboxes replace the stand-ins now, in one go; then each focused one replays, in
      // this same task, what was done in its stand-in: no keystroke can come in between.
      flushSync(() => listeners.forEach((listener) => listener()));
      runTakeovers();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const loadedModule = () => controlModule;
// The server never has it: hydration renders the stand-in as the server did, then swaps at once.
const serverModule = () => undefined;

/**
 * An editable combobox with a listbox popup (WAI-ARIA APG), built on downshift's `useCombobox`:
 * type to search, arrows to move, Enter to choose, Escape to close; a polite live region says how
 * many results there are and what was chosen, in English or Arabic. Use it inside a FormField.
 *
 * Its code loads when a person comes near the field; until then a stand-in of the same look and
 * size shows the choice and takes focus and typing, which carry over to the real one.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const module = useSyncExternalStore(subscribe, loadedModule, serverModule);
  const autoId = useId();
  // Chosen here so the label's `for` stays right when the real input replaces the stand-in.
  const inputId = useFieldControl({ id: props.id }).id ?? `combobox-${autoId}`;
  const handover = useRef<Handover>({ focused: false, gestures: [] });
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const { focused, gestures } = handover.current;
    if (!module || !input || !focused) return;
    handover.current = { focused: false, gestures: [] };
    input.focus();
    takeovers.push(() => replay(input, gestures));
    // In case the swap came from elsewhere than the load above (a re-render that found it loaded).
    queueMicrotask(runTakeovers);
  }, [module]);

  if (module) return <module.ComboboxControl {...props} id={inputId} inputRef={inputRef} />;
  return <ComboboxStandIn {...props} id={inputId} handoverRef={handover} load={preloadCombobox} />;
}

/**
 * Does again in the real input what the person did in the stand-in, in order: the text typed (as an
 * input event, so the list filters and opens as it would have), the keys that move in the list or
 * choose, the presses that open it. Each one is handled, and its state rendered, before the next.
 */
function replay(input: HTMLInputElement, gestures: readonly Gesture[]) {
  for (const gesture of gestures) {
    if (!input.isConnected) return;
    if ('text' in gesture) {
      // Through the prototype's setter, as a keystroke sets it: React then sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        gesture.text,
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    } else if ('key' in gesture) {
      input.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: gesture.key,
          altKey: gesture.altKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    } else {
      input.click();
    }
  }
  const end = input.value.length;
  input.setSelectionRange(end, end);
}
