import { useEffect, useState } from 'react';

/** Cycles through `messages`, one every `intervalMs`. */
export function useRotatingMessage<T>(messages: readonly T[], intervalMs: number): T | undefined {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (messages.length < 2) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % messages.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [messages.length, intervalMs]);
  return messages[index % Math.max(1, messages.length)];
}
