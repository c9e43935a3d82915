import { useEffect, useState } from 'react';
import { customerTypeInfo, loadedCustomerTypeInfo, type CustomerTypeInfo } from './customer';

/**
 * The customer's kind and role (spec 6), loaded already by the private routes' guard, so a
 * screen draws its role-dependent parts right in its first render. Null while unknown.
 */
export function useCustomerType(): CustomerTypeInfo | null {
  const [info, setInfo] = useState<CustomerTypeInfo | null>(() => loadedCustomerTypeInfo() ?? null);
  useEffect(() => {
    let live = true;
    void customerTypeInfo().then((value) => {
      if (live) setInfo(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return info;
}
