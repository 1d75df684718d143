import type { Resume } from '@careerlens/contracts';
import { Badge, Button, EmptyState, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuFileText, LuSparkles, LuUpload } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { toaster } from '../../../components/ui/toaster';
import { UPLOAD_PARAM } from '../../../config/paths';
import { useResumes } from '../api/get-resumes';
import { useResumeActions } from '../hooks/use-resume-actions';
import { DeleteResumeDialog } from './delete-resume-dialog';
import { ResumeList, ResumeListSkeleton } from './resume-list';
import { UploadResumeDialog } from './upload-resume-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';

export const EMPTY_RESUMES_TEXT = 'No documents uploaded yet.';
export const LOAD_ERROR_TOAST = {
  title: 'Error Loading Resumes',
  description: 'Failed to load your resumes. Please try again.',
} as const;

/** The row's Action button when the row is still there (after Cancel), else null (after a delete). */
function visibleActionsTrigger(resumeId: string): HTMLElement | null {
  const triggers = document.querySelectorAll<HTMLElement>(`[data-actions-for="${CSS.escape(resumeId)}"]`);
  return [...triggers].find((trigger) => trigger.offsetParent !== null) ?? null;
}

/** My Resumes: the toolbar (Upload, Create by AI Resume Editor), the list and its row actions. */
export function ResumeManager() {
  const resumes = useResumes();
  const actions = useResumeActions();
  const [searchParams, setSearchParams] = useSearchParams();
  // "Upload Resume" links elsewhere open the modal here at once; the parameter is then dropped, so a
  // reload or Back does not open it again.
  const [uploadOnArrival] = useState(() => searchParams.has(UPLOAD_PARAM));
  useEffect(() => {
    if (!searchParams.has(UPLOAD_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(UPLOAD_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  const [toDelete, setToDelete] = useState<Resume | null>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  // The row the delete dialog was opened from, for the focus when it closes (`toDelete` is null by then).
  const deleteOriginRef = useRef<string | null>(null);
  const requestDelete = (resume: Resume) => {
    deleteOriginRef.current = resume.id;
    setToDelete(resume);
  };

  useEffect(() => {
    if (!resumes.isError) return;
    // One toast per failed load (the id makes a repeat update the same toast).
    toaster.create({ id: 'resumes-load-error', type: 'error', closable: true, ...LOAD_ERROR_TOAST });
  }, [resumes.isError, resumes.errorUpdatedAt]);

  const list = resumes.data ?? [];

  return (
    <Stack as="section" aria-labelledby="documents-heading" gap="4">
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
      >
        <HStack gap="2">
          <Heading as="h2" id="documents-heading" size="md">
            Your documents
          </Heading>
          {resumes.data ? (
            <Badge variant="subtle" colorPalette="gray" aria-label={`${list.length} documents`}>
              {list.length}
            </Badge>
          ) : null}
        </HStack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button variant="outline" disabled title="The AI Resume Editor is coming soon">
            <LuSparkles aria-hidden="true" />
            Create by AI Resume Editor
            <Badge size="xs" variant="subtle">
              Soon
            </Badge>
          </Button>
          <UploadResumeDialog
            openOnMount={uploadOnArrival}
            trigger={
              <Button ref={uploadButtonRef} colorPalette="blue" bg="brand.solid">
                <LuUpload aria-hidden="true" />
                Upload
              </Button>
            }
          />
        </Stack>
      </Stack>

      {resumes.isPending ? (
        <>
          <Text role="status" srOnly>
            Loading your resumes...
          </Text>
          <ResumeListSkeleton />
        </>
      ) : resumes.isError && !resumes.data ? (
        <RetryAlert
          title={LOAD_ERROR_TOAST.title}
          description={LOAD_ERROR_TOAST.description}
          retrying={resumes.isFetching}
          onRetry={() => void resumes.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuFileText />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{EMPTY_RESUMES_TEXT}</EmptyState.Title>
              <EmptyState.Description>
                Upload your resume (PDF, DOC, DOCX or TXT) to get your ATS score, skill gaps and matching
                jobs.
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <ResumeList
          resumes={list}
          busyId={actions.pendingPrimaryId}
          onSetPrimary={actions.setPrimary}
          onDownload={actions.download}
          onDelete={requestDelete}
        />
      )}

      <DeleteResumeDialog
        resume={toDelete}
        deleting={actions.isDeleting}
        onCancel={() => setToDelete(null)}
        onConfirm={(resume) => actions.remove(resume, { onDone: () => setToDelete(null) })}
        finalFocus={() =>
          (deleteOriginRef.current ? visibleActionsTrigger(deleteOriginRef.current) : null) ??
          uploadButtonRef.current
        }
      />
    </Stack>
  );
}
