import { Box, Text } from '@chakra-ui/react';
import { lineNumber } from '../../utils/report-format';

export interface EvidenceLine {
  lineIndex: number;
  text: string;
}

/** Evidence from the resume: each line quoted, with its line number in "What an ATS sees". */
export function EvidenceLines({ evidence, max }: { evidence: readonly EvidenceLine[]; max?: number }) {
  // The same line can back a finding twice (two skills on one line): show it once.
  const unique = evidence.filter(
    (line, index) =>
      evidence.findIndex((other) => other.lineIndex === line.lineIndex && other.text === line.text) === index,
  );
  const shown = max ? unique.slice(0, max) : unique;
  if (!shown.length) return null;
  const hidden = unique.length - shown.length;
  return (
    <Box as="ul" listStyle="none" display="grid" gap="1" data-testid="evidence">
      {shown.map((line) => (
        <Box
          as="li"
          key={`${line.lineIndex}:${line.text}`}
          fontSize="sm"
          borderStartWidth="3px"
          borderColor="border.emphasized"
          ps="2.5"
          py="0.5"
          wordBreak="break-word"
        >
          <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" me="2" whiteSpace="nowrap">
            Line {lineNumber(line.lineIndex)}
          </Text>
          <Text as="span" fontStyle="italic">
            “{line.text}”
          </Text>
        </Box>
      ))}
      {hidden > 0 ? (
        <Text as="li" fontSize="xs" color="fg.muted" ps="3">
          and {hidden} more {hidden === 1 ? 'line' : 'lines'}
        </Text>
      ) : null}
    </Box>
  );
}
