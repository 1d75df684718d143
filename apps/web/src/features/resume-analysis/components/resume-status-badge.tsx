import type { Resume } from '@careerlens/contracts';
import { Badge } from '@chakra-ui/react';
import { statusLabel } from '../utils/analysis-status';

const STATUS_PALETTE = { Analyzing: 'blue', Analyzed: 'green', Failed: 'red' } as const;

/** Analyzing, Analyzed or Failed. */
export function ResumeStatusBadge({ resume }: { resume: Pick<Resume, 'status'> }) {
  const label = statusLabel(resume.status);
  return (
    <Badge colorPalette={STATUS_PALETTE[label]} variant="subtle" size="sm">
      {label}
    </Badge>
  );
}
