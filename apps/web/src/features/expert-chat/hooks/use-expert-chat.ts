import { useCallback, useEffect, useRef, useState } from 'react';
import { streamExpertReply, useExpertChatStatus } from '../api/expert-chat';
import { AI_REPLY_DELAY_MS, createChatMessage, createChatReply, type ChatMessage } from '../utils/chat-reply';

/** How much of the conversation goes to the server with a new question. */
const HISTORY_SENT = 12;

/**
 * The conversation. By default (no model on the server) it is local: add the user's message, think for
 * 1.5 s, then add a canned reply. With a model configured on the server, the reply streams from it, and
 * the canned reply stands in whenever the model fails.
 */
export function useExpertChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isThinking, setIsThinking] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const abort = useRef<AbortController | undefined>(undefined);
  const status = useExpertChatStatus();
  const viaServer = status.data?.enabled === true;

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      abort.current?.abort();
    },
    [],
  );

  const replyLocally = useCallback(() => {
    timer.current = window.setTimeout(() => {
      const reply = createChatMessage(createChatReply(), false);
      if (reply) setMessages((current) => [...current, reply]);
      setIsThinking(false);
    }, AI_REPLY_DELAY_MS);
  }, []);

  const replyFromServer = useCallback(async (history: ChatMessage[]) => {
    const controller = new AbortController();
    abort.current = controller;
    let replyId: string | undefined;
    const show = (text: string) => {
      if (replyId === undefined) {
        const reply = createChatMessage(text, false);
        if (!reply) return;
        replyId = reply.id;
        setIsThinking(false);
        setMessages((current) => [...current, reply]);
      } else {
        const id = replyId;
        setMessages((current) =>
          current.map((message) => (message.id === id ? { ...message, content: text } : message)),
        );
      }
    };
    let reply: string | null;
    try {
      reply = await streamExpertReply(
        history.slice(-HISTORY_SENT).map((message) => ({
          role: message.isUser ? ('user' as const) : ('assistant' as const),
          content: message.content,
        })),
        show,
        controller.signal,
      );
    } catch {
      if (controller.signal.aborted) return;
      reply = null;
    }
    // The model failed: the canned reply replaces whatever part of a reply arrived.
    if (reply === null) show(createChatReply());
    setIsThinking(false);
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      if (isThinking) return false;
      const message = createChatMessage(text, true);
      if (!message) return false;
      const history = [...messages, message];
      setMessages(history);
      setIsThinking(true);
      if (viaServer) void replyFromServer(history);
      else replyLocally();
      return true;
    },
    [isThinking, messages, viaServer, replyFromServer, replyLocally],
  );

  return { messages, isThinking, send, viaServer };
}
