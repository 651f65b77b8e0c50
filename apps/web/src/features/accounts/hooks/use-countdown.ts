import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline` (epoch ms), refreshed every second; 0 once it has passed or when there is no
 * deadline. Reads the clock on every tick, so a sleeping tab catches up at once when it wakes.
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline == null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return deadline == null ? 0 : Math.max(0, deadline - now);
}

/** mm:ss (or h:mm:ss) of a duration in milliseconds, rounded up to the second. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
