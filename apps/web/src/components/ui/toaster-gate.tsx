import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const ToasterRegion = lazy(() =>
  import('./toaster-region').then((module) => ({ default: module.ToasterRegion })),
);

/**
 * Loads the toast machinery only when the first toast is created, so no page pays for it up front.
 * The region picks up toasts created before it mounted.
 */
export function ToasterGate() {
  const [isNeeded, setIsNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (isNeeded) return;
    return toaster.subscribe(() => setIsNeeded(true));
  }, [isNeeded]);
  return isNeeded ? (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  ) : null;
}
