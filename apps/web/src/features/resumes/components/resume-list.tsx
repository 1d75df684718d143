import type { Resume } from '@careerlens/contracts';
import { Box, HStack, Icon, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { formatUploadDate } from '../utils/resume-status';
import { ResumeActionsMenu, type ResumeRowActions } from './resume-actions-menu';
import { ResumeBadges } from './resume-badges';

/** Every row is a resume; CV uploads do not exist yet. */
export const DOCUMENT_TYPE_LABEL = 'Resume';

interface ResumeListProps extends ResumeRowActions {
  resumes: Resume[];
  busyId?: string;
}

function FileName({ resume }: { resume: Resume }) {
  return (
    <HStack gap="3" align="flex-start" minW="0">
      <Icon as={LuFileText} boxSize="5" color="brand.fg" mt="0.5" flexShrink="0" aria-hidden="true" />
      <Stack gap="1.5" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {resume.originalFileName}
        </Text>
        <ResumeBadges resume={resume} />
      </Stack>
    </HStack>
  );
}

/** md and up: the spec's table (File Name, Document Type, Upload Date, Action). */
function ResumeTable({ resumes, busyId, ...actions }: ResumeListProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg" display={{ base: 'none', md: 'block' }}>
      <Table.Root size="md" aria-label="My documents">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>File Name</Table.ColumnHeader>
            <Table.ColumnHeader>Document Type</Table.ColumnHeader>
            <Table.ColumnHeader>Upload Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {resumes.map((resume) => (
            <Table.Row key={resume.id} data-testid="resume-row">
              <Table.Cell maxW="md">
                <FileName resume={resume} />
              </Table.Cell>
              <Table.Cell>{DOCUMENT_TYPE_LABEL}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatUploadDate(resume.createdAt)}</Table.Cell>
              <Table.Cell textAlign="end">
                <ResumeActionsMenu resume={resume} busy={busyId === resume.id} {...actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Below md: one card per resume, the same facts and the same Action menu. */
function ResumeCards({ resumes, busyId, ...actions }: ResumeListProps) {
  return (
    <Stack as="ul" aria-label="My documents" gap="3" display={{ base: 'flex', md: 'none' }} listStyle="none">
      {resumes.map((resume) => (
        <Box
          as="li"
          key={resume.id}
          data-testid="resume-card"
          borderWidth="1px"
          borderRadius="xl"
          bg="bg"
          p="4"
        >
          <HStack align="flex-start" justify="space-between" gap="2">
            <FileName resume={resume} />
            <ResumeActionsMenu resume={resume} busy={busyId === resume.id} {...actions} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="3" ps="8">
            {DOCUMENT_TYPE_LABEL} · Uploaded {formatUploadDate(resume.createdAt)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

export function ResumeList(props: ResumeListProps) {
  return (
    <>
      <ResumeTable {...props} />
      <ResumeCards {...props} />
    </>
  );
}

/** Three placeholder rows of the same height, so nothing jumps when the list arrives. */
export function ResumeListSkeleton() {
  return (
    <Stack gap="3" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h="20" borderRadius="xl" />
      ))}
    </Stack>
  );
}
