import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Tabs.css';

export interface TabItem<V extends string = string> {
  /** A stable value for the tab (used for `value` and `onChange`). */
  value: V;
  /** The tab's name. */
  label: ReactNode;
  /** The panel's content, rendered while its tab is selected. */
  content: ReactNode;
}

export interface TabsProps<V extends string = string> {
  items: ReadonlyArray<TabItem<V>>;
  /** Names the tab list for screen readers, e.g. "Transactions". */
  label: string;
  /** The selected tab (controlled). */
  value?: V;
  /** The tab selected at first (uncontrolled); default the first. */
  defaultValue?: V;
  onChange?: (value: V) => void;
  /**
   * `automatic` (default): arrow keys select as they move, for panels that show at once.
   * `manual`: arrows only move focus and Enter or Space selects, for panels that load data.
   */
  activation?: 'automatic' | 'manual';
  /** Tabs share the width equally (two or three short tabs on a phone). */
  fitted?: boolean;
  className?: string;
}

const isRtl = (el: Element) => el.closest('[dir]')?.getAttribute('dir') === 'rtl';

/**
 * WAI-ARIA tabs: one tab stop, ←/→ move between tabs (mirrored in right-to-left), Home/End jump to
 * the first and last, panels are labelled by their tab and reachable with Tab.
 */
export function Tabs<V extends string = string>({
  items,
  label,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  fitted,
  className,
}: TabsProps<V>) {
  const id = useId();
  const [inner, setInner] = useState<V | undefined>(defaultValue);
  const selected = (value !== undefined ? value : inner) ?? items[0]?.value;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (next: V) => {
    if (next === selected) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    let target: number | undefined;
    if (event.key === forward) target = index === last ? 0 : index + 1;
    else if (event.key === backward) target = index === 0 ? last : index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    if (activation === 'automatic') select(items[target]!.value);
  };

  return (
    <div className={clsx(styles.root, className)}>
      <div role="tablist" aria-label={label} className={clsx(styles.list, fitted && styles.fitted)}>
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const active = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={!active}
            tabIndex={0}
            className={styles.panel}
          >
            {active && item.content}
          </div>
        );
      })}
    </div>
  );
}
