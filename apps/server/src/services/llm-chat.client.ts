import { requestChatCompletion, type ChatMessage, type LlmConfig } from './llm-profile.client';

/** Longest reply streamed to a user, in characters: a model that does not stop is cut here. */
const MAX_REPLY_CHARS = 6000;

export class LlmChatError extends Error {
  override name = 'LlmChatError';
}

/**
 * Streams a reply from an OpenAI-compatible Chat Completions endpoint (`stream: true`: server-sent events
 * of `choices[0].delta.content`, ended by `data: [DONE]`). Yields text pieces; throws LlmChatError when the
 * endpoint fails, answers an error status or ends without any text.
 */
export function createLlmChatClient(config: LlmConfig, fetchImpl: typeof fetch = fetch) {
  return {
    async *stream(messages: ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      try {
        response = await requestChatCompletion(
          config,
          fetchImpl,
          { messages, stream: true, temperature: 0.4 },
          signal ? AbortSignal.any([signal, timeout]) : timeout,
        );
      } catch (error) {
        throw new LlmChatError(`model request failed: ${(error as Error).message}`);
      }
      if (!response.ok || !response.body)
        throw new LlmChatError(`the model endpoint answered ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      let length = 0;
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let newline: number;
          while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline).trim();
            buffer = buffer.slice(newline + 1);
            if (!line.startsWith('data:')) continue;
            const data = line.slice(5).trim();
            if (data === '[DONE]') {
              if (length === 0) throw new LlmChatError('the reply has no text');
              return;
            }
            let piece: unknown;
            try {
              piece = (JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> })
                .choices?.[0]?.delta?.content;
            } catch {
              throw new LlmChatError('the stream holds an event that is not JSON');
            }
            if (typeof piece !== 'string' || piece === '') continue;
            const allowed = piece.slice(0, MAX_REPLY_CHARS - length);
            length += allowed.length;
            if (allowed) yield allowed;
            if (length >= MAX_REPLY_CHARS) return;
          }
        }
      } catch (error) {
        if (error instanceof LlmChatError) throw error;
        throw new LlmChatError(`the stream broke: ${(error as Error).message}`);
      }
      if (length === 0) throw new LlmChatError('the reply has no text');
    },
  };
}

export type LlmChatClient = ReturnType<typeof createLlmChatClient>;
