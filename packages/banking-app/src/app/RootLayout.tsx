import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenLoader } from '@bank/ui';
import { RouteFocus } from './RouteFocus';

/** The root of every page: title and focus on navigation, and a loader while translations load. */
export function RootLayout() {
  return (
    <>
      <RouteFocus />
      <Suspense fallback={<FullScreenLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
