import { useEffect, useState } from 'react';

/** The time now, ticking every `everyMs` while the component is mounted (for countdowns, and what is still to come). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
