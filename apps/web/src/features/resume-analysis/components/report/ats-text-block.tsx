import type { AnalysisData } from '@careerlens/contracts';
import { RESUME_LANGUAGE_NAMES } from '@careerlens/contracts/constants';
import { Box, HStack, Tag, Text, Wrap } from '@chakra-ui/react';
import { numberedLines } from '../../utils/report-format';

function languageName(code: string): string {
  return (RESUME_LANGUAGE_NAMES as Record<string, string>)[code] ?? code;
}

/** "What an ATS sees": the text exactly as read, in a scrollable monospace block with line numbers. */
export function AtsTextBlock({ analysis }: { analysis: AnalysisData }) {
  const lines = numberedLines(analysis.atsText);
  const gutter = `${String(lines.length).length + 1}ch`;
  const { document } = analysis;
  return (
    <Box>
      <Wrap gap="2" mb="3" fontSize="xs">
        <Tag.Root size="sm" variant="outline">
          <Tag.Label>{document.fileType.toUpperCase()}</Tag.Label>
        </Tag.Root>
        <Tag.Root size="sm" variant="outline">
          <Tag.Label>
            {document.pageCount} {document.pageCount === 1 ? 'page' : 'pages'}
          </Tag.Label>
        </Tag.Root>
        <Tag.Root size="sm" variant="outline">
          <Tag.Label>{document.wordCount} words</Tag.Label>
        </Tag.Root>
        <Tag.Root size="sm" variant="outline">
          <Tag.Label>{document.multiColumn ? 'Multi-column layout' : 'Single column'}</Tag.Label>
        </Tag.Root>
        {document.language ? (
          <Tag.Root size="sm" variant="outline">
            <Tag.Label>Language: {languageName(document.language)}</Tag.Label>
          </Tag.Root>
        ) : null}
        {analysis.sections.length ? (
          <Tag.Root size="sm" variant="outline">
            <Tag.Label>
              Sections:{' '}
              {analysis.sections
                .map((section) => section.heading || section.kind)
                .filter(Boolean)
                .join(', ')}
            </Tag.Label>
          </Tag.Root>
        ) : null}
      </Wrap>
      {document.readingNote ? (
        <Text fontSize="sm" mb="3" role="note">
          {document.readingNote}
        </Text>
      ) : null}
      <Box
        as="pre"
        role="region"
        aria-label="Your resume as an ATS reads it"
        tabIndex={0}
        data-testid="ats-text"
        maxH={{ base: '24rem', md: '32rem' }}
        overflow="auto"
        bg="bg.subtle"
        borderWidth="1px"
        borderRadius="lg"
        py="3"
        fontFamily="mono"
        fontSize={{ base: 'xs', md: 'sm' }}
        lineHeight="1.7"
      >
        <code>
          {lines.map((line) => (
            <HStack as="span" key={line.number} display="flex" gap="0" align="flex-start" px="3">
              <Text
                as="span"
                w={gutter}
                flexShrink="0"
                textAlign="end"
                color="fg.muted"
                userSelect="none"
                me="3"
                data-line-number={line.number}
              >
                {line.number}
              </Text>
              <Text as="span" whiteSpace="pre-wrap" wordBreak="break-word" minW="0">
                {line.text || ' '}
              </Text>
            </HStack>
          ))}
        </code>
      </Box>
    </Box>
  );
}
