// Who will approve a payment (issue 28), on the money flows' review steps: for a company's users
// only, before they submit. This entry is tiny: a personal customer's page downloads nothing more;
// a company's loads the box, its call and its words on first use (ApprovalPathBox).
import { lazy, Suspense } from 'react';
import { useCustomerType } from '@/session/useCustomerType';
import type { ApprovalPathBoxProps } from './ApprovalPathBox';

const Box = lazy(() => import('./ApprovalPathBox').then((m) => ({ default: m.ApprovalPathBox })));

/** "Who will approve" this payment; nothing for a personal customer or before there is an amount. */
export function ApprovalPathPreview(props: ApprovalPathBoxProps) {
  const role = useCustomerType();
  if (
    role?.user_type !== 'corporate' ||
    !/^\d+$/.test(props.amountMinor) ||
    /^0+$/.test(props.amountMinor)
  )
    return null;
  return (
    <Suspense fallback={null}>
      <Box {...props} />
    </Suspense>
  );
}
