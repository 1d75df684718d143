import { Box, Button, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { LuFileText, LuUpload, LuX } from 'react-icons/lu';
import { formatFileSize } from '../../lib/format';

/**
 * Drag and drop, or browse, for one file: the signup step, the Upload modal and Job Fit share it. The
 * caller checks the file's type and size (`onFiles` gets what was dropped or picked).
 */
export function FileDropZone({
  hint,
  accept,
  name,
  disabled = false,
  invalid = false,
  describedBy,
  between,
  testId,
  inputTestId,
  onFiles,
}: {
  /** Under the button: the kinds of file and the size limit. */
  hint: string;
  /** The file input's accept list. */
  accept: string;
  /** The file input's form name. */
  name?: string;
  disabled?: boolean;
  /** Drawn with the error border (the parent shows the message). */
  invalid?: boolean;
  /** Ids of text that also describes the button (a field error). */
  describedBy?: string;
  /** Shown between the title and the button (e.g. "or"). */
  between?: ReactNode;
  testId?: string;
  inputTestId?: string;
  onFiles(files: FileList | null): void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(event.dataTransfer.files);
  };

  return (
    <Box
      data-testid={testId}
      data-dragging={dragging || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={invalid ? 'border.error' : dragging ? 'brand.fg' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      borderRadius="xl"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '8' }}
      textAlign="center"
      transition="background 0.15s, border-color 0.15s"
    >
      <Stack gap="3" align="center">
        <Icon as={LuUpload} boxSize="7" color="brand.fg" aria-hidden="true" />
        <Text fontWeight="semibold">Drag and drop your resume here</Text>
        {between}
        <Button
          variant="outline"
          bg="bg"
          size="sm"
          disabled={disabled}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          onClick={() => inputRef.current?.click()}
        >
          Browse files
        </Button>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        aria-label="Resume file"
        aria-describedby={hintId}
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          onFiles(event.target.files);
          // Picking the same file again must fire change again.
          event.target.value = '';
        }}
      />
    </Box>
  );
}

/** The chosen file: its name, its size and a button that removes it. */
export function SelectedFile({
  file,
  disabled = false,
  testId,
  onClear,
}: {
  file: File;
  disabled?: boolean;
  testId?: string;
  onClear(): void;
}) {
  return (
    <HStack borderWidth="1px" borderRadius="lg" px="3" py="2" gap="3" bg="bg" minW="0" data-testid={testId}>
      <Icon as={LuFileText} boxSize="5" color="brand.fg" aria-hidden="true" flexShrink="0" />
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate title={file.name}>
          {file.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatFileSize(file.size)}
        </Text>
      </Stack>
      <IconButton
        aria-label={`Remove ${file.name}`}
        variant="ghost"
        size="sm"
        disabled={disabled}
        onClick={onClear}
      >
        <LuX />
      </IconButton>
    </HStack>
  );
}
