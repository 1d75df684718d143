import type { InterviewQuestion } from '@careerlens/contracts';
import { Badge, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { DIFFICULTY_COLORS, formatQuestionType } from '../utils/job-labels';

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function QuestionItem({ question, number }: { question: InterviewQuestion; number: number }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      bg="bg"
      data-testid="interview-question"
    >
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            Question {number}
          </Text>
          <Badge
            colorPalette={DIFFICULTY_COLORS[question.difficulty]}
            variant="subtle"
            data-testid="difficulty-badge"
          >
            <Text as="span" srOnly>
              Difficulty:{' '}
            </Text>
            {question.difficulty}
          </Badge>
          <Badge colorPalette="gray" variant="outline">
            {formatQuestionType(question.type)}
          </Badge>
        </HStack>
        <Heading as="h3" size="md" lineHeight="short">
          {question.question}
        </Heading>

        {question.assessedSkills.length ? (
          <Labelled label="Assessed skills">
            <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
              {question.assessedSkills.map((skill) => (
                <Badge as="li" key={skill} colorPalette="blue" variant="subtle">
                  {skill}
                </Badge>
              ))}
            </HStack>
          </Labelled>
        ) : null}

        {question.assessedResponsibilities.length ? (
          <Labelled label="Assessed responsibilities">
            <List.Root gap="1" ps="5" fontSize="sm">
              {question.assessedResponsibilities.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Labelled>
        ) : null}

        <Box>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={answerId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
            {open ? 'Hide answer' : 'Show answer'}
          </Button>
        </Box>
        <Stack
          id={answerId}
          hidden={!open}
          gap="4"
          borderLeftWidth="3px"
          borderColor="brand.fg"
          ps="4"
          data-testid="question-answer"
        >
          <Labelled label="Model answer">
            <Text lineHeight="tall">{question.answer}</Text>
          </Labelled>
          {question.evaluationCriteria.length ? (
            <Labelled label="Evaluation criteria">
              <List.Root gap="1" ps="5" fontSize="sm">
                {question.evaluationCriteria.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            </Labelled>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

/** Each question with its difficulty, type, assessed skills and responsibilities, and an expandable answer. */
export function InterviewQuestionsPanel({ questions }: { questions: readonly InterviewQuestion[] }) {
  if (!questions.length) return <Text color="fg.muted">No interview questions for this role yet.</Text>;
  return (
    <Stack as="ol" gap="4" aria-label="Interview questions">
      {questions.map((question, index) => (
        <QuestionItem key={question.id} question={question} number={index + 1} />
      ))}
    </Stack>
  );
}
