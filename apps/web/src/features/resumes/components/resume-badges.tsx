import type { Resume } from '@careerlens/contracts';
import { Badge, HStack, Spinner } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { resumeStatusLabel, STATUS_COLOR_PALETTE } from '../utils/resume-status';

/** The Primary badge (primary row only) and the analysis status: Analyzing, Analyzed or Failed. */
export function ResumeBadges({ resume }: { resume: Resume }) {
  const label = resumeStatusLabel(resume.status);
  return (
    <HStack gap="2" wrap="wrap">
      {resume.isPrimary ? (
        <Badge colorPalette="purple" variant="solid" size="sm">
          <LuStar aria-hidden="true" />
          Primary
        </Badge>
      ) : null}
      <Badge colorPalette={STATUS_COLOR_PALETTE[label]} variant="subtle" size="sm">
        {label === 'Analyzing' ? <Spinner size="xs" borderWidth="1.5px" aria-hidden="true" /> : null}
        {label}
      </Badge>
    </HStack>
  );
}
