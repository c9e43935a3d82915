import { memo, useCallback, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import clsx from 'clsx';
import * as styles from './Combobox.css';
import { TextInput } from '../TextInput';
import { useFieldLabelId } from '../FormField/FieldContext';
import { useMessages } from '../../i18n/context';
import { comboboxControlEn } from './ComboboxControl.messages';
import { filterOptions, prepareSearch } from './search';
import { isApplePlatform, statusMessage, type StatusSnapshot } from './a11yStatus';
import { scrollOptionIntoView } from './scrollOption';
import { CheckGlyph, ChevronDownGlyph } from '../../internal/glyphs';
import type { ComboboxProps } from './Combobox';

type Prepared = ReturnType<typeof prepareSearch>;

interface OptionRowProps<T> {
  item: T;
  props: Record<string, unknown>;
  highlighted: boolean;
  selected: boolean;
  render: (item: T) => ReactNode;
}

// Rows re-render only when their own state changes: a 250-option list stays quick on arrow keys.
// Downshift's handlers depend on the row's index, which its id encodes, so a kept row stays right.
const OptionRow = memo(
  function OptionRow<T>({ item, props, highlighted, selected, render }: OptionRowProps<T>) {
    return (
      <div
        {...props}
        className={clsx(
          styles.option,
          highlighted && styles.highlighted,
          selected && styles.selected,
        )}
      >
        <span className={styles.optionContent}>{render(item)}</span>
        {selected && <CheckGlyph size={18} className={styles.check} />}
      </div>
    );
  },
  (a, b) =>
    a.item === b.item &&
    a.highlighted === b.highlighted &&
    a.selected === b.selected &&
    a.render === b.render &&
    a.props.id === b.props.id,
) as <T>(props: OptionRowProps<T>) => ReactNode;

export interface ComboboxControlProps<T> extends ComboboxProps<T> {
  /** The input's id, chosen by the public Combobox so that it stays the same when this replaces the stand-in. */
  id: string;
  /** The input, for the public Combobox to hand focus and typing over to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The combobox itself, loaded on first use (see Combobox.tsx): an editable combobox with a listbox
 * popup (WAI-ARIA APG), built on downshift's `useCombobox`: type to search, arrows to move, Enter to
 * choose, Escape to close; a polite live region says how many results there are and what was
 * chosen, in English or Arabic.
 */
export function ComboboxControl<T>(props: ComboboxControlProps<T>) {
  const {
    items,
    itemToKey,
    itemToString,
    itemToSearch,
    renderItem,
    renderSelected,
    groupBy,
    listLabel,
    value,
    defaultValue,
    onChange,
    defaultOpen,
    announceHighlight,
    name,
    disabled,
    invalid,
    placeholder,
    id: inputId,
    inputRef,
    className,
    onBlur,
  } = props;
  const { messages } = useMessages(comboboxControlEn);
  const fieldLabelId = useFieldLabelId();
  const controlled = value !== undefined;
  const [inner, setInner] = useState<T | null>(defaultValue ?? null);
  const selected = controlled ? value : inner;
  const toString = useCallback(
    (item: T | null) => (item == null ? '' : itemToString(item)),
    [itemToString],
  );
  const [inputValue, setInputValue] = useState(() => toString(selected));
  // What the customer typed; the list is unfiltered after a choice even though the input shows it.
  const [query, setQuery] = useState('');

  const prepared = useMemo<Prepared[]>(
    () =>
      items.map((item) =>
        prepareSearch(itemToSearch ? itemToSearch(item) : { text: [itemToString(item)] }),
      ),
    [items, itemToSearch, itemToString],
  );
  const shown = useMemo(
    () => filterOptions(items, prepared, query, Boolean(groupBy)),
    [items, prepared, query, groupBy],
  );
  const render = renderItem ?? itemToString;

  const previous = useRef<StatusSnapshot | undefined>(undefined);
  const speakHighlight = announceHighlight ?? isApplePlatform();
  const getA11yStatusMessage = (state: UseComboboxState<T>) => {
    const next: StatusSnapshot = {
      isOpen: state.isOpen,
      highlightedIndex: state.highlightedIndex,
      selectedKey: state.selectedItem == null ? null : itemToKey(state.selectedItem),
      inputValue: state.inputValue,
    };
    const highlightedItem = shown[state.highlightedIndex];
    const text = statusMessage(previous.current, next, {
      messages,
      count: shown.length,
      highlightedLabel: highlightedItem === undefined ? undefined : itemToString(highlightedItem),
      selectedLabel: toString(state.selectedItem) || undefined,
      announceHighlight: speakHighlight,
    });
    previous.current = next;
    return text;
  };

  const stateReducer = (
    state: UseComboboxState<T>,
    { type, changes }: UseComboboxStateChangeOptions<T>,
  ) => {
    const types = useCombobox.stateChangeTypes;
    // Enter or Tab with nothing to choose (no results) keeps the current choice.
    if ('selectedItem' in changes && changes.selectedItem === undefined) {
      changes = {
        ...changes,
        selectedItem: state.selectedItem,
        inputValue: toString(state.selectedItem),
      };
    }
    switch (type) {
      case types.InputKeyDownEnter:
        // Enter with no option highlighted (or none left) does nothing: the text and list stay.
        return state.highlightedIndex < 0 || state.highlightedIndex >= shown.length
          ? state
          : changes;
      case types.InputChange:
        // Typing highlights the best match, so Enter chooses it; an empty field highlights nothing.
        return { ...changes, highlightedIndex: changes.inputValue ? 0 : -1 };
      case types.InputBlur:
        if (changes.selectedItem !== state.selectedItem) return changes;
        // Emptying the text and leaving clears the choice; unfinished text goes back to the choice.
        if (!state.inputValue.trim()) return { ...changes, selectedItem: null, inputValue: '' };
        return { ...changes, inputValue: toString(state.selectedItem) };
      case types.InputKeyDownEscape:
        // Escape closes and restores the text; it never throws the choice away.
        return {
          ...changes,
          selectedItem: state.selectedItem,
          inputValue: toString(state.selectedItem),
        };
      default:
        return changes;
    }
  };

  const {
    isOpen,
    highlightedIndex: rawHighlighted,
    getMenuProps,
    getInputProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<T>({
    items: shown,
    itemToKey: (item) => (item == null ? '' : itemToKey(item)),
    itemToString: toString,
    selectedItem: selected,
    inputValue,
    inputId,
    initialIsOpen: defaultOpen,
    stateReducer,
    getA11yStatusMessage,
    scrollIntoView: scrollOptionIntoView,
    onStateChange: (change) => {
      if (
        change.inputValue !== undefined &&
        change.type !== useCombobox.stateChangeTypes.InputChange
      ) {
        setInputValue(change.inputValue);
        setQuery('');
      }
      if (change.isOpen === false) setQuery('');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!controlled) setInner(selectedItem ?? null);
      onChange?.(selectedItem ?? null);
    },
  });

  // Right after typing, the highlight can point past a shorter list for one render.
  const highlightedIndex = rawHighlighted < shown.length ? rawHighlighted : -1;
  const inputProps = getInputProps({
    ref: inputRef,
    disabled,
    placeholder,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    'aria-describedby': props['aria-describedby'],
    'aria-required': props['aria-required'],
    onChange: (event) => {
      const text = (event.target as HTMLInputElement).value;
      setInputValue(text);
      setQuery(text);
    },
    onBlur,
  });
  const selectedKey = selected == null ? null : itemToKey(selected);
  const rows: ReactNode[] = [];
  if (isOpen) {
    let group: { label: string; options: ReactNode[] } | undefined;
    const groups: Array<{ label: string; options: ReactNode[] }> = [];
    shown.forEach((item, index) => {
      const key = itemToKey(item);
      const row = (
        <OptionRow
          key={key}
          item={item}
          props={getItemProps({ item, index })}
          highlighted={index === highlightedIndex}
          selected={key === selectedKey}
          render={render}
        />
      );
      if (!groupBy) {
        rows.push(row);
        return;
      }
      const label = groupBy(item);
      if (group?.label !== label) {
        group = { label, options: [] };
        groups.push(group);
      }
      group.options.push(row);
    });
    groups.forEach((g, i) => {
      const headingId = `${inputId}-group-${i}`;
      rows.push(
        <div key={g.label} role="group" aria-labelledby={headingId} className={styles.group}>
          <div role="presentation" id={headingId} className={styles.groupHeading}>
            {g.label}
          </div>
          {g.options}
        </div>,
      );
    });
  }

  return (
    <div className={clsx(styles.root, className)}>
      <TextInput
        {...inputProps}
        aria-activedescendant={
          highlightedIndex >= 0 ? inputProps['aria-activedescendant'] || undefined : undefined
        }
        invalid={invalid}
        startAdornment={selected != null && renderSelected ? renderSelected(selected) : undefined}
        endAdornment={
          <button
            {...getToggleButtonProps({ disabled })}
            type="button"
            aria-label={messages.comboboxShowOptions}
            className={styles.toggle}
          >
            <ChevronDownGlyph
              size={20}
              className={clsx(styles.chevron, isOpen && styles.chevronOpen)}
            />
          </button>
        }
      />
      {name && <input type="hidden" name={name} value={selectedKey ?? ''} />}
      <div className={styles.popup} hidden={!isOpen}>
        <div
          {...getMenuProps(
            fieldLabelId ? { 'aria-labelledby': fieldLabelId } : { 'aria-label': listLabel },
          )}
          className={styles.listbox}
        >
          {rows}
        </div>
        {isOpen && shown.length === 0 && (
          <p className={styles.empty}>{messages.comboboxNoResults}</p>
        )}
      </div>
    </div>
  );
}
