import { Box } from '@chakra-ui/react';
import type { ScoreColor } from '../utils/fit';

/** A decorative bar (0-100) in a score colour; the number is always given as text next to it. */
export function ScoreBar({ percent, color }: { percent: number; color: ScoreColor }) {
  return (
    <Box h="2" borderRadius="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
      <Box
        h="full"
        w={`${Math.min(100, Math.max(0, percent))}%`}
        bg={`${color}.solid`}
        borderRadius="full"
        data-color={color}
      />
    </Box>
  );
}
