// The four states of a screen's data, drawn the same way everywhere: a skeleton while loading
// (announced once), the catalogue's text and a retry when the call failed, the empty state when
// there is nothing, else the content. Composed from @bank/ui's Alert, Button and Skeleton.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton, SkeletonGroup, Stack, Text } from '@bank/ui';
import * as styles from './LoadState.css';
import type { ApiQuery } from './screenData';

export interface DataErrorProps {
  /** The failed call's text (the error catalogue's, e.g. "Service Unavailable - …"). */
  text: string;
  onRetry(): void;
  /** What could not be loaded ("We could not load the fee schedule"); a general title by default. */
  title?: string;
  /** What the customer can do besides retrying (a phone number, another way). */
  hint?: string;
}

/** A failed load: what failed, the catalogue's text, and a button to try again. */
function DataError({ text, onRetry, title, hint }: DataErrorProps) {
  const { t, i18n } = useTranslation();
  return (
    <Alert tone="danger" announce="assertive" title={title ?? t('data.failed')}>
      <Stack gap="sm" align="start">
        {hint && <Text>{hint}</Text>}
        {/* The catalogue's and the server's texts are English (the spec's words). */}
        <Text
          size="sm"
          lang={i18n.language === 'en' ? undefined : 'en'}
          dir={i18n.language === 'en' ? undefined : 'ltr'}
        >
          {text}
        </Text>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('data.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export interface LoadStateProps<T> {
  query: ApiQuery<T>;
  /** Read by screen readers while loading ("Loading your devices"); "Loading" by default. */
  label?: string;
  /**
   * The placeholder in the shape of the content; three lines of text by default. `null` for
   * content that may well be empty (notices): only "Loading" is announced, and nothing takes room.
   */
  skeleton?: ReactNode;
  /** When the data counts as empty, `empty` shows instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** See DataError. */
  errorTitle?: string;
  errorHint?: string;
  children: (data: T) => ReactNode;
}

export function LoadState<T>({
  query,
  label,
  skeleton,
  isEmpty,
  empty,
  errorTitle,
  errorHint,
  children,
}: LoadStateProps<T>) {
  const { t } = useTranslation();
  // Retrying removes the button that had focus: focus waits on the area instead of the page's end.
  const area = useRef<HTMLDivElement>(null);
  const { state } = query;
  let content: ReactNode;
  let className = styles.area;
  if (state.status === 'loading') {
    content = (
      <SkeletonGroup label={label ?? t('data.loading')}>
        {skeleton === undefined ? <Skeleton lines={3} /> : skeleton}
      </SkeletonGroup>
    );
    if (skeleton === null) className = `${styles.area} ${styles.offFlow}`;
  } else if (state.status === 'error') {
    content = (
      <DataError
        text={state.text}
        title={errorTitle}
        hint={errorHint}
        onRetry={() => {
          area.current?.focus({ preventScroll: true });
          query.retry();
        }}
      />
    );
  } else {
    content = isEmpty?.(state.data) && empty !== undefined ? empty : children(state.data);
    className = styles.content;
  }
  // One element in every state, so focus moved to it before a retry stays there while it loads.
  return (
    <div ref={area} tabIndex={-1} className={className}>
      {content}
    </div>
  );
}
