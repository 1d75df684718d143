import { Box, Button, CloseButton, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { LuFileText, LuUpload } from 'react-icons/lu';
import { formatFileSize, RESUME_ACCEPT } from '../utils/fit';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const inputId = useId();

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
    <Stack gap="3">
      <Box
        data-testid="resume-drop-zone"
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
          <Text fontSize="sm" color="fg.muted">
            or
          </Text>
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
          <Text id={hintId} fontSize="xs" color="fg.muted">
            PDF, DOC, DOCX or TXT
          </Text>
        </Stack>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={RESUME_ACCEPT}
          aria-label="Resume file"
          hidden
          data-testid="resume-file-input"
          onChange={(event) => {
            onFiles(event.target.files);
            // Picking the same file again must fire change again.
            event.target.value = '';
          }}
        />
      </Box>
      {file ? (
        <HStack
          gap="3"
          borderWidth="1px"
          borderRadius="lg"
          px="3"
          py="2"
          bg="bg"
          data-testid="selected-file"
          minW="0"
        >
          <Icon as={LuFileText} color="brand.fg" aria-hidden="true" flexShrink="0" />
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="sm" fontWeight="medium" truncate title={file.name}>
              {file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatFileSize(file.size)}
            </Text>
          </Stack>
          <CloseButton size="sm" aria-label={`Remove ${file.name}`} disabled={disabled} onClick={onClear} />
        </HStack>
      ) : null}
    </Stack>
  );
}
