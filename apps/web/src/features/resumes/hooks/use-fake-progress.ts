import { useCallback, useEffect, useState } from 'react';
import { nextUploadProgress, UPLOAD_PROGRESS_INTERVAL_MS } from '../utils/upload-progress';

/** The upload modal's progress: +10 every 200 ms up to 90 while `running`; `complete()` sets 100. */
export function useFakeProgress() {
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setValue(nextUploadProgress), UPLOAD_PROGRESS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    setValue(0);
    setRunning(true);
  }, []);
  const complete = useCallback(() => {
    setRunning(false);
    setValue(100);
  }, []);
  const reset = useCallback(() => {
    setRunning(false);
    setValue(0);
  }, []);

  return { value, start, complete, reset };
}
