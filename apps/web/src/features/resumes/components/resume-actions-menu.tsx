import type { Resume } from '@careerlens/contracts';
import { Badge, IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuChartBar, LuDownload, LuEllipsisVertical, LuSparkles, LuStar, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

export interface ResumeRowActions {
  onSetPrimary(resume: Resume): void;
  onDownload(resume: Resume): void;
  onDelete(resume: Resume): void;
}

/** The row's Action menu: Edit by AI Builder (not available yet), Set as Primary, Download, Delete. */
export function ResumeActionsMenu({
  resume,
  busy,
  onSetPrimary,
  onDownload,
  onDelete,
}: ResumeRowActions & { resume: Resume; busy?: boolean }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={`Actions for ${resume.originalFileName}`}
          data-actions-for={resume.id}
          loading={busy}
        >
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.Item value="edit" disabled>
              <LuSparkles aria-hidden="true" />
              Edit by AI Builder
              <Badge size="xs" variant="subtle" ms="auto">
                Soon
              </Badge>
            </Menu.Item>
            {resume.isPrimary ? null : (
              <Menu.Item value="primary" onClick={() => onSetPrimary(resume)}>
                <LuStar aria-hidden="true" />
                Set as Primary
              </Menu.Item>
            )}
            <Menu.Item value="report" asChild>
              <RouterLink to={`/dashboard/resume-analysis?resume=${encodeURIComponent(resume.id)}`}>
                <LuChartBar aria-hidden="true" />
                Open report
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="download" onClick={() => onDownload(resume)}>
              <LuDownload aria-hidden="true" />
              Download
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="delete"
              color="fg.error"
              _highlighted={{ bg: 'bg.error', color: 'fg.error' }}
              onClick={() => onDelete(resume)}
            >
              <LuTrash2 aria-hidden="true" />
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
