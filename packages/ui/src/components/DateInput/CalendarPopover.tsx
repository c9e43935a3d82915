import type { RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Calendar, type CalendarProps } from './Calendar';
import * as styles from './DateInput.css';

export interface CalendarPopoverProps extends CalendarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field the calendar opens under. */
  anchor: RefObject<HTMLDivElement | null>;
  /** The button that opened it: focus goes back there on closing. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** Where the calendar is put: a modal <dialog> around the field, else the body. */
  container: HTMLElement | undefined;
  id: string;
  label: string;
}

/**
 * The calendar dialog: Radix's popover (placement, focus, dismissal; about 17 KB gzipped) and the
 * calendar, loaded together on first use (CalendarSlot), so a page with a DateInput carries neither.
 */
export function CalendarPopover({
  open,
  onOpenChange,
  anchor,
  trigger,
  container,
  id,
  label,
  ...calendar
}: CalendarPopoverProps) {
  return (
    <Popover.Root modal open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLDivElement>} />
      <Popover.Portal container={container}>
        <Popover.Content
          id={id}
          aria-label={label}
          dir={calendar.dir}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className={styles.popover}
          // The calendar focuses the selected or first day itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          // Close on Escape or an outside press only: Chrome blurs an arrow that becomes disabled.
          onFocusOutside={(event) => event.preventDefault()}
          // The button is the field's own, not a Radix trigger: give focus back to it here.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Calendar {...calendar} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
