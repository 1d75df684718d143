import type { Resume } from '@careerlens/contracts';
import { useCallback } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { useDeleteResume } from '../api/delete-resume';
import { useResumeDownloadUrl } from '../api/get-resume-download-url';
import { useSetPrimaryResume } from '../api/set-primary-resume';

/** Spec section 8: the toasts of the row actions. */
export const ACTION_TOASTS = {
  primarySet: 'Primary Resume Set',
  primaryFailed: 'Failed to Set Primary',
  preparing: 'Preparing Download',
  ready: 'Download Ready',
  downloadFailed: { title: 'Download Failed', description: 'Failed to download resume. Please try again.' },
  deleted: 'Resume Deleted',
  deleteFailed: { title: 'Delete Failed', description: 'Failed to delete resume. Please try again.' },
} as const;

const SHORT_TOAST_MS = 3000;

/** Opens the signed link in the tab opened during the click (so no popup blocker stops it). */
function openInTab(tab: Window | null, downloadUrl: string) {
  const url = new URL(downloadUrl, window.location.origin).toString();
  if (tab && !tab.closed) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.open(url, '_blank', 'noopener');
  }
}

/** Set as Primary, Download and Delete, each with the spec's toasts. */
export function useResumeActions() {
  const setPrimaryMutation = useSetPrimaryResume();
  const downloadMutation = useResumeDownloadUrl();
  const deleteMutation = useDeleteResume();

  const setPrimary = useCallback(
    (resume: Resume) => {
      setPrimaryMutation.mutate(resume.id, {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: ACTION_TOASTS.primarySet,
            description: `${resume.originalFileName} is now your primary resume.`,
            duration: SHORT_TOAST_MS,
          }),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: ACTION_TOASTS.primaryFailed,
            description: error.message,
            closable: true,
          }),
      });
    },
    [setPrimaryMutation],
  );

  const download = useCallback(
    (resume: Resume) => {
      // Opened now, while the click still counts as the user's gesture; pointed at the file once the
      // signed link arrives.
      const tab = window.open('', '_blank');
      toaster.create({
        type: 'info',
        title: ACTION_TOASTS.preparing,
        description: `Getting ${resume.originalFileName} ready.`,
        duration: SHORT_TOAST_MS,
      });
      downloadMutation.mutate(resume.id, {
        onSuccess: ({ downloadUrl }) => {
          openInTab(tab, downloadUrl);
          toaster.create({
            type: 'success',
            title: ACTION_TOASTS.ready,
            description: `${resume.originalFileName} opened in a new tab.`,
            duration: SHORT_TOAST_MS,
          });
        },
        onError: () => {
          tab?.close();
          toaster.create({ type: 'error', closable: true, ...ACTION_TOASTS.downloadFailed });
        },
      });
    },
    [downloadMutation],
  );

  const remove = useCallback(
    (resume: Resume, options: { onDone?: (deleted: boolean) => void } = {}) => {
      deleteMutation.mutate(resume.id, {
        onSuccess: () => {
          toaster.create({
            type: 'success',
            title: ACTION_TOASTS.deleted,
            description: `${resume.originalFileName} was deleted.`,
            duration: SHORT_TOAST_MS,
          });
          options.onDone?.(true);
        },
        onError: () => {
          toaster.create({ type: 'error', closable: true, ...ACTION_TOASTS.deleteFailed });
          options.onDone?.(false);
        },
      });
    },
    [deleteMutation],
  );

  return {
    setPrimary,
    download,
    remove,
    /** The id of the resume an action is running for, to show it busy. */
    pendingPrimaryId: setPrimaryMutation.isPending ? setPrimaryMutation.variables : undefined,
    isDeleting: deleteMutation.isPending,
  };
}
