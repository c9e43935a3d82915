// Requests for money and pay links (issue 27): the list and the form at /dashboard/requests, paying
// a link once logged in, and the link's own public page (what a requester shares, and its QR code
// holds), which leads to the payment through the login.
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const requestsRoutes: readonly Screen[] = [
  ...inArea('public', [
    {
      path: PATHS.payLink,
      handle: { title: 'titles.payLink' },
      lazy: () => import('./PayLinkPage'),
    },
  ]),
  ...inArea('dashboard', [
    {
      path: PATHS.requests,
      handle: { title: 'titles.requests' },
      lazy: () => import('./RequestsPage'),
    },
    {
      path: PATHS.requestPay,
      handle: { title: 'titles.requestPay' },
      lazy: () => import('./PayRequestPage'),
    },
  ]),
];
