import { Box, Card, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useExpertChat } from '../hooks/use-expert-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageBubble, ThinkingBubble } from './chat-message-bubble';
import { SampleQuestions } from './sample-questions';

/** The AI Expert conversation: empty state with sample questions, then a scrolling log. */
export function ExpertChat() {
  const { messages, isThinking, send, viaServer } = useExpertChat();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages.length, isThinking]);

  const sendDraft = () => {
    if (send(draft)) setDraft('');
  };

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <Box
        h={{ base: 'calc(100dvh - 330px)', md: 'calc(100dvh - 360px)' }}
        minH="320px"
        overflowY="auto"
        px={{ base: '3', md: '6' }}
        py="4"
      >
        {messages.length === 0 ? (
          <SampleQuestions
            onPick={(question) => {
              setDraft(question);
              inputRef.current?.focus();
            }}
          />
        ) : (
          <div role="log" aria-live="polite" aria-label="Conversation">
            <Stack as="ol" gap="5" listStyleType="none">
              {messages.map((message) => (
                <ChatMessageBubble key={message.id} message={message} />
              ))}
              {isThinking ? <ThinkingBubble /> : null}
            </Stack>
          </div>
        )}
        <div ref={endRef} />
      </Box>
      <Box borderTopWidth="1px" p={{ base: '3', md: '4' }} bg="bg.subtle">
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={sendDraft}
          isThinking={isThinking}
          inputRef={inputRef}
        />
        <Text fontSize="xs" color="fg.muted" mt="2">
          Press Enter to send and Shift+Enter for a new line.{' '}
          {viaServer
            ? 'Answers come from an AI model that sees your analysis, target role and matches, never your contact details.'
            : 'Answers are general guidance, written on this device.'}
        </Text>
      </Box>
    </Card.Root>
  );
}
