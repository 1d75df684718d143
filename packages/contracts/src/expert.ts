import { z } from 'zod';

/** Longest message a user sends the AI Expert, and how much of the conversation goes with it. */
export const EXPERT_MESSAGE_MAX_CHARS = 2000;
export const EXPERT_HISTORY_MAX_MESSAGES = 12;

export const ExpertChatStatusSchema = z.object({
  /** True when a model is configured: the chat answers through the server; otherwise it replies locally. */
  enabled: z.boolean(),
});
export type ExpertChatStatus = z.infer<typeof ExpertChatStatusSchema>;

export const ExpertChatRequestSchema = z.strictObject({
  /** The conversation so far, oldest first, ending with the user's new message. */
  messages: z
    .array(
      z.strictObject({
        role: z.enum(['user', 'assistant']),
        content: z.string().trim().min(1).max(EXPERT_MESSAGE_MAX_CHARS),
      }),
    )
    .min(1)
    .max(EXPERT_HISTORY_MAX_MESSAGES)
    .refine((messages) => messages.at(-1)?.role === 'user', { message: 'the last message is the user’s' }),
});
export type ExpertChatRequest = z.infer<typeof ExpertChatRequestSchema>;

/**
 * The events of the streamed reply (text/event-stream, one JSON object per `data:` line): pieces of text,
 * then `done`. `fallback` tells the page to show its local reply instead (the model failed).
 */
export type ExpertChatEvent = { delta: string } | { done: true } | { fallback: true };
