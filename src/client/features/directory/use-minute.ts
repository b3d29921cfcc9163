import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The time now, moving on at each turn of the minute (a clock shown to the minute is then never a minute behind). */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer = setTimeout(function tick() {
      setNow(new Date());
      timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
    }, MINUTE - (Date.now() % MINUTE));
    return () => clearTimeout(timer);
  }, []);
  return now;
}
