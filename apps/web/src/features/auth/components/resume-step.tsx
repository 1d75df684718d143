import { Alert, Box, Button, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { LuFileText, LuUpload, LuX } from 'react-icons/lu';
import { checkSignupResume, formatFileSize, SIGNUP_RESUME_ACCEPT } from '../utils/signup-resume';

interface ResumeStepProps {
  file: File | null;
  error: string | null;
  onFileChange(file: File | null, error: string | null): void;
}

/** Step 4: an optional resume, PDF, DOC or DOCX up to 1 MB. */
export function ResumeStep({ file, error, onFileChange }: ResumeStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const accept = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = checkSignupResume(candidate);
    onFileChange(problem ? null : candidate, problem);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Add your resume now and your first ATS score and skill-gap report will be ready on your dashboard. You
        can also skip this step and upload one later.
      </Text>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        borderRadius="xl"
        p="8"
        textAlign="center"
      >
        <Stack gap="3" align="center">
          <Icon as={LuUpload} boxSize="8" color="brand.fg" aria-hidden="true" />
          <Text fontWeight="medium">Drag and drop your resume here</Text>
          <Text fontSize="sm" color="fg.muted">
            PDF, DOC or DOCX, up to 1MB
          </Text>
          <input
            ref={inputRef}
            id={inputId}
            aria-label="Resume file"
            name="resumeFile"
            type="file"
            accept={SIGNUP_RESUME_ACCEPT}
            hidden
            onChange={(event) => {
              accept(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outline" onClick={() => inputRef.current?.click()}>
            Browse files
          </Button>
        </Stack>
      </Box>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {file ? (
        <HStack borderWidth="1px" borderRadius="lg" p="3" gap="3">
          <Icon as={LuFileText} boxSize="5" color="brand.fg" aria-hidden="true" />
          <Box flex="1" minW="0">
            <Text fontSize="sm" fontWeight="medium" truncate>
              {file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatFileSize(file.size)}
            </Text>
          </Box>
          <IconButton
            aria-label={`Remove ${file.name}`}
            variant="ghost"
            size="sm"
            onClick={() => onFileChange(null, null)}
          >
            <LuX />
          </IconButton>
        </HStack>
      ) : null}
    </Stack>
  );
}
