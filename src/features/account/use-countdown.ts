import { useEffect, useState } from 'react';

/** Seconds left until a moment, ticking every second; `start(seconds)` sets the moment. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      return seconds;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => tick() === 0 && clearInterval(timer), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return [left, (seconds) => setEndsAt(Date.now() + seconds * 1000)];
}
