import { Alert, Stack, Text } from '@chakra-ui/react';
import { FileDropZone, SelectedFile } from '../../../components/ui/file-drop-zone';
import { checkSignupResume, SIGNUP_RESUME_ACCEPT } from '../utils/signup-resume';

interface ResumeStepProps {
  file: File | null;
  error: string | null;
  onFileChange(file: File | null, error: string | null): void;
}

/** Step 4: an optional resume, PDF, DOC or DOCX up to 1 MB. */
export function ResumeStep({ file, error, onFileChange }: ResumeStepProps) {
  const accept = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = checkSignupResume(candidate);
    onFileChange(problem ? null : candidate, problem);
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Add your resume now and your first ATS score and skill-gap report will be ready on your dashboard. You
        can also skip this step and upload one later.
      </Text>
      <FileDropZone
        hint="PDF, DOC or DOCX, up to 1MB"
        accept={SIGNUP_RESUME_ACCEPT}
        name="resumeFile"
        onFiles={(files) => accept(files?.[0])}
      />
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {file ? <SelectedFile file={file} onClear={() => onFileChange(null, null)} /> : null}
    </Stack>
  );
}
