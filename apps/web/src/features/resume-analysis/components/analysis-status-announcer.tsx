import type { Resume } from '@careerlens/contracts';
import { VisuallyHidden } from '@chakra-ui/react';
import { ANALYSIS_ESTIMATE, isAnalysing } from '../utils/analysis-status';

function announcement(resume: Pick<Resume, 'status' | 'failureReason'>): string {
  if (isAnalysing(resume.status)) return `Your resume is being analyzed. ${ANALYSIS_ESTIMATE}`;
  if (resume.status === 'ANALYSIS_FAILED')
    return `Resume analysis failed. ${resume.failureReason ?? ''}`.trim();
  return 'Your resume analysis is ready.';
}

/** One polite live region that stays mounted, so a change of status is read out once. */
export function AnalysisStatusAnnouncer({ resume }: { resume: Pick<Resume, 'status' | 'failureReason'> }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {announcement(resume)}
    </VisuallyHidden>
  );
}
