import type { AnalysisData } from '@careerlens/contracts';
import { Alert, Tag, Text, Wrap } from '@chakra-ui/react';
import { LuScanText } from 'react-icons/lu';

function pageList(pages: readonly number[]): string {
  if (pages.length === 1) return `Page ${pages[0]}`;
  return `Pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}

/**
 * Shown when pages of the file were pictures (a scan) read by OCR: which pages, how sure the reading is,
 * that an ATS reads none of it, and the words the OCR was unsure of.
 */
export function OcrNotice({ analysis }: { analysis: AnalysisData }) {
  const ocr = analysis.ocr;
  if (!ocr) return null;
  const all = ocr.pages.length >= analysis.document.pageCount;
  const subject = all ? 'This PDF' : `${pageList(ocr.pages)} of this PDF`;
  const verb = all || ocr.pages.length > 1 ? 'are' : 'is';
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="ocr-notice">
      <Alert.Indicator>
        <LuScanText />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>Read by text recognition (OCR), confidence {ocr.confidence}%</Alert.Title>
        <Alert.Description>
          <Text>
            {subject} {all ? 'is a picture' : `${verb} pictures`} (a scan or a photo) with no text layer, so
            we read {all ? 'it' : ocr.pages.length === 1 ? 'that page' : 'those pages'} with text recognition
            to give you this analysis. An ATS cannot read pictures: the parseability check fails and your ATS
            score counts only the text an ATS can read. Export your resume from your editor (Word, Google
            Docs, Pages) as a PDF or DOCX to fix this.
          </Text>
          {ocr.uncertainWords.length ? (
            <>
              <Text mt="2">
                Words we were not sure of (check them on your resume; they never count as evidence of a
                certification or licence):
              </Text>
              <Wrap as="ul" gap="1.5" mt="1" listStyle="none" aria-label="Words the OCR was not sure of">
                {ocr.uncertainWords.map((word) => (
                  <Tag.Root as="li" key={`${word.lineIndex}-${word.text}`} size="sm" variant="outline">
                    <Tag.Label>
                      {word.text} (line {word.lineIndex + 1})
                    </Tag.Label>
                  </Tag.Root>
                ))}
              </Wrap>
            </>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
