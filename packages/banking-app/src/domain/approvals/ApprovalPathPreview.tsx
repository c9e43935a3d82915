// Who will approve a payment (issue 28), on the money flows' review steps: for a company's users
// only, before they submit. This entry is tiny: a personal customer's page downloads nothing more;
// a company's loads the box, its call and its words on first use (ApprovalPathBox).
import { lazy, Suspense } from 'react';
import { useCustomerType } from '@/session/useCustomerType';
import type { ApprovalPathBoxProps } from './ApprovalPathBox';

const Box = lazy(() => import('./ApprovalPathBox'));

/** "Who will approve" this payment; nothing for a personal customer or before there is an amount. */
export function ApprovalPathPreview(props: ApprovalPathBoxProps) {
  return useCustomerType()?.user_type === 'corporate' && !/^0*$/.test(props.amountMinor) ? (
    <Suspense fallback={null}>
      <Box {...props} />
    </Suspense>
  ) : null;
}
