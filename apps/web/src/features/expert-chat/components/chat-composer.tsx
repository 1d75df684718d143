import { Field, HStack, IconButton, Textarea } from '@chakra-ui/react';
import type { KeyboardEvent, RefObject } from 'react';
import { LuSend } from 'react-icons/lu';

interface ChatComposerProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  isThinking: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** Enter sends, Shift+Enter starts a new line; blank text cannot be sent. */
export function ChatComposer({ value, onChange, onSend, isThinking, inputRef }: ChatComposerProps) {
  const isBlank = !value.trim();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!isBlank && !isThinking) onSend();
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBlank && !isThinking) onSend();
      }}
    >
      <HStack align="flex-end" gap="2">
        <Field.Root flex="1">
          <Field.Label srOnly>Your question</Field.Label>
          <Textarea
            ref={inputRef}
            name="question"
            placeholder="Ask your question..."
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            autoresize
            maxH="40"
            resize="none"
            bg="bg"
          />
        </Field.Root>
        <IconButton
          type="submit"
          aria-label="Send message"
          disabled={isBlank}
          loading={isThinking}
          bg="brand.solid"
          color="white"
          _hover={{ opacity: 0.92 }}
        >
          <LuSend />
        </IconButton>
      </HStack>
    </form>
  );
}
