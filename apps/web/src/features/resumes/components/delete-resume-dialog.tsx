import type { Resume } from '@careerlens/contracts';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

/** Asks before deleting; Cancel has the focus, so Enter does no harm. */
export function DeleteResumeDialog({
  resume,
  deleting,
  onConfirm,
  onCancel,
  finalFocus,
}: {
  resume: Resume | null;
  deleting: boolean;
  onConfirm(resume: Resume): void;
  onCancel(): void;
  /** Where the focus goes when the dialog closes (the row it came from may be gone). */
  finalFocus?: () => HTMLElement | null;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={resume !== null}
      onOpenChange={(details) => {
        if (!details.open && !deleting) onCancel();
      }}
      closeOnEscape={!deleting}
      closeOnInteractOutside={!deleting}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocus}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this resume?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>
                  <Text as="strong" wordBreak="break-word">
                    {resume?.originalFileName}
                  </Text>{' '}
                  and its analysis will be deleted for good.
                  {resume?.isPrimary ? ' Your newest other resume becomes your primary resume.' : ''}
                </Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" disabled={deleting} onClick={onCancel}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                loading={deleting}
                loadingText="Deleting"
                onClick={() => resume && onConfirm(resume)}
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
