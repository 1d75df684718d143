import { SkipNavLink } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of each shell: jumps past the navigation. */
export function SkipLink() {
  return <SkipNavLink id={MAIN_CONTENT_ID}>Skip to content</SkipNavLink>;
}
