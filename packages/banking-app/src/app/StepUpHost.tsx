// Registers the API client's step-up handler for the signed-in screens (issue 26): a call answered
// 403 step_up_required opens "Confirm it's you" (features/security/stepUp), and the call is sent
// once more when the customer confirms. The dialog and its words load only when first needed.
// Calls that need the same confirmation at the same moment share one dialog.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { StepUpAction } from '@bank/api-contract';
import { api } from '@/api/api';
import { loadStepUpDialog } from '@/features/security/routes';

const StepUpDialog = lazy(async () => ({ default: await loadStepUpDialog() }));

interface Asked {
  action: StepUpAction;
  /** What the call sends: a new beneficiary's confirmation signs its payee. */
  body: unknown;
  answer: Promise<boolean>;
  resolve: (confirmed: boolean) => void;
}

export function StepUpHost() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const pending = useRef<Asked | null>(null);

  useEffect(() => {
    const client = api();
    client.setStepUpHandler((action, body) => {
      if (pending.current?.action === action) return pending.current.answer;
      // Another change asked meanwhile: the earlier question is dropped (its call answers 403).
      pending.current?.resolve(false);
      let resolve: (confirmed: boolean) => void = () => undefined;
      const answer = new Promise<boolean>((r) => (resolve = r));
      pending.current = { action, body, answer, resolve };
      setAsked(pending.current);
      return answer;
    });
    return () => {
      client.setStepUpHandler(null);
      pending.current?.resolve(false);
      pending.current = null;
    };
  }, []);

  if (!asked) return null;
  const finish = (confirmed: boolean) => {
    asked.resolve(confirmed);
    if (pending.current === asked) pending.current = null;
    setAsked(null);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog
        action={asked.action}
        body={asked.body}
        onConfirmed={() => finish(true)}
        onCancel={() => finish(false)}
      />
    </Suspense>
  );
}
