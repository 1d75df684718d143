import { Stack, Text } from '@chakra-ui/react';
import { FileDropZone, SelectedFile } from '../../../components/ui/file-drop-zone';
import { RESUME_ACCEPT } from '../utils/fit';

/** Drag and drop, or browse, for one resume file. Type checks happen in the parent. */
export function ResumeDropZone({
  file,
  invalid,
  disabled,
  describedBy,
  onFiles,
  onClear,
}: {
  file: File | null;
  invalid: boolean;
  disabled: boolean;
  describedBy?: string;
  onFiles(files: FileList | null): void;
  onClear(): void;
}) {
  return (
    <Stack gap="3">
      <FileDropZone
        hint="PDF, DOC, DOCX or TXT"
        accept={RESUME_ACCEPT}
        disabled={disabled}
        invalid={invalid}
        describedBy={describedBy}
        between={
          <Text fontSize="sm" color="fg.muted">
            or
          </Text>
        }
        testId="resume-drop-zone"
        inputTestId="resume-file-input"
        onFiles={onFiles}
      />
      {file ? (
        <SelectedFile file={file} disabled={disabled} testId="selected-file" onClear={onClear} />
      ) : null}
    </Stack>
  );
}
