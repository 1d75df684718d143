import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Icon,
  Portal,
  Progress,
  RadioGroup,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LuCircleCheck, LuUpload } from 'react-icons/lu';
import { toaster } from '../../../components/ui/toaster';
import { getResumesQueryOptions } from '../api/get-resumes';
import { useUploadResume } from '../api/upload-resume';
import { useFakeProgress } from '../hooks/use-fake-progress';
import { FileDropZone, SelectedFile } from '../../../components/ui/file-drop-zone';
import { checkResumeFile, RESUME_ACCEPT, type ResumeFileProblem } from '../utils/resume-file';
import { UPLOAD_SUCCESS_CLOSE_MS } from '../utils/upload-progress';

export const UPLOAD_SUCCESS_TITLE = 'Upload Successful';
export const UPLOAD_FAILURE_TITLE = 'Upload Failed';
const UPLOAD_FAILURE_FALLBACK = 'We could not upload your resume. Please try again.';

type Phase = 'idle' | 'uploading' | 'success';

function DocumentTypeRadio() {
  return (
    <RadioGroup.Root defaultValue="resume" size="sm" colorPalette="blue">
      <RadioGroup.Label fontWeight="medium" mb="2">
        Document type
      </RadioGroup.Label>
      <HStack gap="6">
        <RadioGroup.Item value="resume">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>Resume</RadioGroup.ItemText>
        </RadioGroup.Item>
        <RadioGroup.Item value="cv" disabled>
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>
            CV{' '}
            <Badge size="xs" variant="subtle" ms="1">
              Soon
            </Badge>
          </RadioGroup.ItemText>
        </RadioGroup.Item>
      </HStack>
    </RadioGroup.Root>
  );
}

function FilePicker({
  file,
  onPick,
  onClear,
}: {
  file: File | null;
  onPick(file: File | undefined): void;
  onClear(): void;
}) {
  if (file) return <SelectedFile file={file} onClear={onClear} />;
  return (
    <FileDropZone
      hint="PDF, DOC, DOCX or TXT, up to 10MB"
      accept={RESUME_ACCEPT}
      name="file"
      onFiles={(files) => onPick(files?.[0])}
    />
  );
}

function Problem({ problem }: { problem: ResumeFileProblem }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{problem.title}</Alert.Title>
        <Alert.Description>{problem.description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The Upload modal (spec sections 4 and 5): document type (Resume; CV disabled), one PDF, DOC, DOCX or TXT
 * file up to 10MB, a fake progress bar while the file uploads, then a success view that closes itself after
 * one second and refreshes the list. It cannot be dismissed while the upload runs. `openOnMount`: a link
 * that says "Upload Resume" opens it straight away.
 */
export function UploadResumeDialog({
  trigger,
  openOnMount = false,
}: {
  trigger: ReactNode;
  openOnMount?: boolean;
}) {
  const queryClient = useQueryClient();
  const upload = useUploadResume();
  const progress = useFakeProgress();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ResumeFileProblem | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const changeOpen = (next: boolean) => {
    if (!next && phase === 'uploading') return;
    if (!next && phase === 'success') void queryClient.invalidateQueries(getResumesQueryOptions());
    if (next) {
      // Starts clean each time; the last view stays while the dialog animates out.
      setPhase('idle');
      setFile(null);
      setProblem(null);
      progress.reset();
      upload.reset();
    }
    setOpen(next);
  };

  const openedOnMount = useRef(false);
  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    setOpen(true);
  }, [openOnMount]);

  // The success view closes itself after one second, and the list refreshes.
  useEffect(() => {
    if (phase !== 'success' || !open) return;
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries(getResumesQueryOptions());
      setOpen(false);
    }, UPLOAD_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, open, queryClient]);

  const pick = (candidate: File | undefined) => {
    if (!candidate) return;
    const found = checkResumeFile(candidate);
    setProblem(found);
    setFile(found ? null : candidate);
  };

  const start = () => {
    if (!file || phase !== 'idle') return;
    setProblem(null);
    setPhase('uploading');
    progress.start();
    // The Upload button turns into a spinner: keep the focus inside the dialog, on the live progress.
    requestAnimationFrame(() => statusRef.current?.focus());
    upload.mutate(file, {
      onSuccess: (resume) => {
        progress.complete();
        setPhase('success');
        requestAnimationFrame(() => statusRef.current?.focus());
        toaster.create({
          type: 'success',
          title: UPLOAD_SUCCESS_TITLE,
          description: `${resume.originalFileName} is uploaded. Its analysis usually takes a few seconds.`,
          duration: 4000,
        });
      },
      onError: (error) => {
        const message = error.message || UPLOAD_FAILURE_FALLBACK;
        progress.reset();
        setPhase('idle');
        setProblem({ title: UPLOAD_FAILURE_TITLE, description: message });
        toaster.create({ type: 'error', title: UPLOAD_FAILURE_TITLE, description: message, closable: true });
      },
    });
  };

  const uploading = phase === 'uploading';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => changeOpen(details.open)}
      closeOnEscape={!uploading}
      closeOnInteractOutside={!uploading}
      placement="center"
      size="md"
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Upload Document</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <VisuallyHidden aria-live="polite">
                {phase === 'uploading' ? `Uploading ${file?.name ?? 'your resume'}` : null}
                {phase === 'success' ? 'Upload complete. We are analyzing your resume now.' : null}
              </VisuallyHidden>
              {phase === 'success' ? (
                <Stack
                  ref={statusRef}
                  tabIndex={-1}
                  gap="4"
                  align="center"
                  textAlign="center"
                  py="6"
                  _focus={{ outline: 'none' }}
                >
                  <Icon as={LuCircleCheck} boxSize="12" color="green.fg" aria-hidden="true" />
                  <Text fontWeight="semibold" fontSize="lg">
                    Upload complete
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {file?.name} is uploaded. We are analyzing it now.
                  </Text>
                  <Progress.Root value={100} w="full" size="sm" colorPalette="green">
                    <Progress.Track aria-label="Upload complete">
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Stack>
              ) : (
                <Stack gap="5">
                  <Dialog.Description color="fg.muted" fontSize="sm">
                    Add a resume to get its ATS score, your skill gaps and matching jobs.
                  </Dialog.Description>
                  <DocumentTypeRadio />
                  {uploading && file ? (
                    <Stack
                      ref={statusRef}
                      tabIndex={-1}
                      gap="3"
                      borderWidth="1px"
                      borderRadius="lg"
                      p="4"
                      minH="16"
                      _focus={{ outline: 'none' }}
                    >
                      <Progress.Root value={progress.value} size="sm" colorPalette="blue">
                        <HStack justify="space-between" mb="2" gap="3">
                          <Progress.Label fontSize="sm" truncate>
                            Uploading {file.name}
                          </Progress.Label>
                          <Progress.ValueText fontSize="sm" />
                        </HStack>
                        <Progress.Track aria-label={`Uploading ${file.name}`}>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                      <Text fontSize="xs" color="fg.muted">
                        Uploading your resume. Please keep this window open.
                      </Text>
                    </Stack>
                  ) : (
                    <FilePicker
                      file={file}
                      onPick={pick}
                      onClear={() => {
                        setFile(null);
                        setProblem(null);
                      }}
                    />
                  )}
                  {problem ? <Problem problem={problem} /> : null}
                </Stack>
              )}
            </Dialog.Body>
            {phase === 'success' ? null : (
              <Dialog.Footer>
                <Button variant="outline" disabled={uploading} onClick={() => changeOpen(false)}>
                  Cancel
                </Button>
                <Button
                  colorPalette="blue"
                  bg="brand.solid"
                  disabled={!file}
                  loading={uploading}
                  loadingText="Uploading"
                  onClick={start}
                >
                  <LuUpload aria-hidden="true" />
                  Upload
                </Button>
              </Dialog.Footer>
            )}
            {uploading ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close upload dialog" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
