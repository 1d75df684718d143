import { describe, expect, it } from 'vitest';
import {
  AI_REPLY_DELAY_MS,
  CHAT_REPLY_CLOSING,
  CHAT_REPLY_OPENERS,
  CHAT_REPLY_SEPARATOR,
  createChatMessage,
  createChatReply,
  formatMessageTime,
} from './chat-reply';

describe('createChatReply', () => {
  it('is one of the four openers followed by the fixed closing sentence', () => {
    expect(CHAT_REPLY_OPENERS).toHaveLength(4);
    for (let sample = 0; sample < 50; sample += 1) {
      const reply = createChatReply();
      expect(reply.endsWith(`${CHAT_REPLY_SEPARATOR}${CHAT_REPLY_CLOSING}`)).toBe(true);
      expect(CHAT_REPLY_OPENERS.some((opener) => reply.startsWith(opener))).toBe(true);
    }
  });

  it('picks the opener from the random number', () => {
    expect(createChatReply(() => 0)).toBe(
      `${CHAT_REPLY_OPENERS[0]}${CHAT_REPLY_SEPARATOR}${CHAT_REPLY_CLOSING}`,
    );
    expect(createChatReply(() => 0.26)).toBe(
      `${CHAT_REPLY_OPENERS[1]}${CHAT_REPLY_SEPARATOR}${CHAT_REPLY_CLOSING}`,
    );
    expect(createChatReply(() => 0.5)).toBe(
      `${CHAT_REPLY_OPENERS[2]}${CHAT_REPLY_SEPARATOR}${CHAT_REPLY_CLOSING}`,
    );
    expect(createChatReply(() => 0.9999)).toBe(
      `${CHAT_REPLY_OPENERS[3]}${CHAT_REPLY_SEPARATOR}${CHAT_REPLY_CLOSING}`,
    );
  });

  it('stays in range even for a random source that returns 1', () => {
    expect(createChatReply(() => 1)).toBe(
      `${CHAT_REPLY_OPENERS[3]}${CHAT_REPLY_SEPARATOR}${CHAT_REPLY_CLOSING}`,
    );
  });

  it('waits 1.5 seconds', () => {
    expect(AI_REPLY_DELAY_MS).toBe(1500);
  });
});

describe('createChatMessage', () => {
  it('trims the text and refuses blank messages', () => {
    expect(createChatMessage('   ', true)).toBeNull();
    expect(createChatMessage('\n\t', true)).toBeNull();
    const message = createChatMessage('  How do I negotiate?  \n', true, new Date('2025-01-01T15:07:00'));
    expect(message).toMatchObject({ content: 'How do I negotiate?', isUser: true });
  });

  it('gives every message its own id', () => {
    const first = createChatMessage('one', true);
    const second = createChatMessage('two', false);
    expect(first?.id).not.toBe(second?.id);
  });
});

describe('formatMessageTime', () => {
  it('shows the time of day', () => {
    expect(formatMessageTime(new Date('2025-01-01T15:07:00'))).toBe('3:07 PM');
    expect(formatMessageTime(new Date('2025-01-01T09:30:00'))).toBe('9:30 AM');
  });
});
