// What every step of a money flow shares: the Back link, the heading, the steps (Stepper), and the
// redirect of a step reached without its earlier steps to the first unfinished one.
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { ArrowLeft, Heading, Icon, Link, Stack, Stepper } from '@bank/ui';
import type { FlowDraftBase, FlowStore } from '@/session/drafts';
import * as styles from './FlowFrame.css';

/** The draft of `store`, saved on every change. */
export function useFlowDraft<D extends FlowDraftBase>(store: FlowStore<D>) {
  const [draft, setDraft] = useState<D | null>(() => store.read());
  const save = useCallback(
    (next: D) => {
      store.write(next);
      setDraft(next);
    },
    [store],
  );
  return { draft, save };
}

export interface FlowFrameProps {
  /** This step's path, and where this visit belongs: another path redirects there (replace). */
  path: string;
  allowedPath: string;
  heading: string;
  /** The steps' names and the current one (0-based). */
  steps: readonly string[];
  current: number;
  /** The Stepper's accessible name ("Progress of …"). */
  progressLabel: string;
  /** The previous step's path and the words of the link. */
  back?: { to: string; label: string };
  children: ReactNode;
}

export function FlowFrame({
  path,
  allowedPath,
  heading,
  steps,
  current,
  progressLabel,
  back,
  children,
}: FlowFrameProps) {
  if (allowedPath !== path) return <Navigate to={allowedPath} replace />;
  return (
    <Stack gap="xl" style={{ maxInlineSize: 720 }}>
      <Stack gap="md">
        {back && (
          <div>
            <Link as={RouterLink} to={back.to}>
              <Icon icon={ArrowLeft} size={16} className={styles.backArrow} />
              {back.label}
            </Link>
          </div>
        )}
        <Heading level={1}>{heading}</Heading>
        <Stepper steps={steps} current={current} label={progressLabel} />
      </Stack>
      {children}
    </Stack>
  );
}
