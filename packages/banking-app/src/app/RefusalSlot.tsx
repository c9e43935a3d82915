// Where a refused visit's notice goes (above the page, in the dashboard's frame): the notice and
// its words are loaded only when the visit was refused (RefusalNotice.tsx).
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isRefused } from './refused';

const Notice = lazy(async () => ({ default: (await import('./RefusalNotice')).RefusalNotice }));

export function RefusalSlot() {
  const { state } = useLocation();
  if (!isRefused(state)) return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
