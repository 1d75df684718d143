import { createToaster } from '@chakra-ui/react';

/** Spec toast durations are 3 to 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/** Create toasts with `toaster.create(...)`; <ToasterRegion> (loaded lazily) renders them. */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
});
