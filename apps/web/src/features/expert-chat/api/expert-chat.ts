import type { ExpertChatEvent, ExpertChatRequest, ExpertChatStatus } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Whether the server answers through a model; without one (the default) the chat replies on this device. */
export const expertChatStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.expertChatStatus,
    queryFn: () => api.get<ExpertChatStatus>('/expert/chat'),
    staleTime: 10 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useExpertChatStatus() {
  return useQuery(expertChatStatusQueryOptions());
}

/**
 * Asks the server's AI Expert and calls `onText` with the reply so far as it streams. Resolves to the full
 * reply, or to null when the server says the model failed (the caller shows the local reply then).
 */
export async function streamExpertReply(
  messages: ExpertChatRequest['messages'],
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<string | null> {
  const response = await api.stream('/expert/chat', { messages }, signal);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!block.startsWith('data: ')) continue;
      const event = JSON.parse(block.slice(6)) as ExpertChatEvent;
      if ('fallback' in event) return null;
      if ('done' in event) return text;
      text += event.delta;
      onText(text);
    }
  }
  return text || null;
}
