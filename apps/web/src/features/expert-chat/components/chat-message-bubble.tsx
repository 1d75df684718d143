import { Avatar, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMessageTime, type ChatMessage } from '../utils/chat-reply';

function ChatAvatar({ isUser }: { isUser: boolean }) {
  return (
    <Avatar.Root
      size="sm"
      colorPalette={isUser ? 'gray' : 'blue'}
      variant={isUser ? 'subtle' : 'solid'}
      flexShrink="0"
      aria-hidden="true"
    >
      <Avatar.Fallback>{isUser ? 'U' : 'AI'}</Avatar.Fallback>
    </Avatar.Root>
  );
}

export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const { isUser } = message;
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="3"
      flexDirection={isUser ? 'row-reverse' : 'row'}
      data-testid={isUser ? 'user-message' : 'ai-message'}
    >
      <ChatAvatar isUser={isUser} />
      <Stack gap="1" maxW={{ base: '85%', md: '75%' }} align={isUser ? 'flex-end' : 'flex-start'}>
        <Text srOnly>{isUser ? 'You said:' : 'AI Expert said:'}</Text>
        <Box
          data-testid="message-content"
          px="4"
          py="3"
          borderRadius="xl"
          bg={isUser ? 'brand.solid' : 'bg.muted'}
          color={isUser ? 'white' : 'fg'}
          whiteSpace="pre-wrap"
          fontSize="sm"
        >
          {message.content}
        </Box>
        <Text asChild fontSize="xs" color="fg.muted">
          <time dateTime={message.timestamp.toISOString()}>{formatMessageTime(message.timestamp)}</time>
        </Text>
      </Stack>
    </HStack>
  );
}

export function ThinkingBubble() {
  return (
    <HStack as="li" align="flex-start" gap="3" data-testid="ai-thinking">
      <ChatAvatar isUser={false} />
      <Box px="4" py="3" borderRadius="xl" bg="bg.muted" fontSize="sm" color="fg.muted">
        <Text as="span" animation="pulse 1.2s ease-in-out infinite">
          AI Expert is thinking...
        </Text>
      </Box>
    </HStack>
  );
}
