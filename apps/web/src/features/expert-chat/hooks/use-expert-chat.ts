import { useCallback, useEffect, useRef, useState } from 'react';
import { AI_REPLY_DELAY_MS, createChatMessage, createChatReply, type ChatMessage } from '../utils/chat-reply';

/** The local conversation: add the user's message, think for 1.5 s, then add a canned reply. */
export function useExpertChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isThinking, setIsThinking] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = useCallback(
    (text: string): boolean => {
      if (isThinking) return false;
      const message = createChatMessage(text, true);
      if (!message) return false;
      setMessages((current) => [...current, message]);
      setIsThinking(true);
      timer.current = window.setTimeout(() => {
        const reply = createChatMessage(createChatReply(), false);
        if (reply) setMessages((current) => [...current, reply]);
        setIsThinking(false);
      }, AI_REPLY_DELAY_MS);
      return true;
    },
    [isThinking],
  );

  return { messages, isThinking, send };
}
