import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@bank/ui/fonts';
import { App } from './app/App';
import { createRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { connectSession, sessionReady, setLeaveHandler } from './session/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const i18n = await initI18n();
const router = createRouter();
const privateArea = () => /^\/(dashboard|download_)/.test(window.location.pathname);

setLeaveHandler((reason, fromOtherTab) => {
  if (!privateArea()) return;
  // Another tab's logout: drop everything held in memory by loading the login page afresh.
  if (fromOtherTab) window.location.replace('/login');
  else void router.navigate('/login', { replace: true, state: { reason } });
});
connectSession();
// Every page load runs the first-tab check (spec 4), public pages included; guards wait for it.
void sessionReady();

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} router={router} />
  </StrictMode>,
);
