import { Alert, Button } from '@chakra-ui/react';
import { LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ANALYSIS_FAILED_TITLE } from '../utils/analysis-status';

const FAILURE_FALLBACK = 'We could not analyze this resume. Upload it again, or try another file.';

/** ANALYSIS_FAILED: the server's reason, in words the user can act on, and a way to upload another file. */
export function AnalysisFailedAlert({ failureReason }: { failureReason: string | null }) {
  return (
    <Alert.Root status="error" borderRadius="xl" data-testid="analysis-failed" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontSize="md">{ANALYSIS_FAILED_TITLE}</Alert.Title>
        <Alert.Description>{failureReason || FAILURE_FALLBACK}</Alert.Description>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start" mt="1" bg="bg">
          <RouterLink to={paths.app.uploadResume.getHref()}>
            <LuUpload aria-hidden="true" />
            Upload another resume
          </RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
