// Whether the customer prepares transactions for a company's approvers: the last step then says
// "Submit for approval" and the transfer waits in review (the guard already keeps viewers out).
import { useEffect, useState } from 'react';
import { customerTypeInfo, loadedCustomerTypeInfo } from '@/session/customer';

const preparer = (
  info: { is_viewer_or_preparer: boolean; is_viewer: boolean } | null | undefined,
) => Boolean(info?.is_viewer_or_preparer && !info.is_viewer);

export function usePreparer(): boolean {
  const [value, setValue] = useState(() => preparer(loadedCustomerTypeInfo()));
  useEffect(() => {
    let live = true;
    void customerTypeInfo().then((info) => live && setValue(preparer(info)));
    return () => {
      live = false;
    };
  }, []);
  return value;
}
