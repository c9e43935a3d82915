import { useEffect, useRef, useState } from 'react';
import { SessionOverlay } from '@bank/ui';
import { config } from '@/config/runtime';
import { api } from '@/api/api';
import { createIdleTimer, type IdleState, type IdleTimer } from '@/session/idle';
import { endSession, sessionTabs } from '@/session/session';
import { getToken } from '@/session/storage';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Runs the shared idle timer while a customer is in online banking. */
function useSessionTimer() {
  const [state, setState] = useState<IdleState>({
    phase: 'active',
    secondsLeft: config().session.idleTimeoutSeconds,
  });
  const timer = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const { idleTimeoutSeconds, warningSeconds } = config().session;
    const idle = createIdleTimer({
      idleMs: idleTimeoutSeconds * 1000,
      warningMs: warningSeconds * 1000,
      tabs: sessionTabs(),
      onChange: setState,
      onExpire: () => void endSession('timeout'),
    });
    timer.current = idle;
    idle.start();
    const onActivity = () => idle.activity();
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, onActivity, { capture: true });
      idle.stop();
      timer.current = null;
    };
  }, []);

  return {
    state,
    /** Keeps the session in every tab and gets a fresh access token. */
    keepSession: async () => {
      timer.current?.keepSession();
      await api().refresh(await getToken());
    },
    logout: () => endSession('logout'),
  };
}

/**
 * The session timer of online banking: the SessionOverlay shows in every tab during the last
 * minute; "Stay logged in" in any tab closes it everywhere; "Log out" or expiry ends the session
 * in every tab.
 */
export function SessionTimer() {
  const { state, keepSession, logout } = useSessionTimer();
  const [keeping, setKeeping] = useState(false);
  return (
    <SessionOverlay
      open={state.phase === 'warning'}
      secondsRemaining={state.secondsLeft}
      keeping={keeping}
      onKeepSession={() => {
        setKeeping(true);
        void keepSession().finally(() => setKeeping(false));
      }}
      onLogout={() => void logout()}
    />
  );
}
