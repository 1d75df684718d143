/** Chat messages live only in the page: the AI Expert makes no server call. */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
}

/** How long the AI "thinks" before replying (spec: 1.5 s). */
export const AI_REPLY_DELAY_MS = 1500;

export const CHAT_REPLY_OPENERS = [
  'That is a smart thing to be thinking about. Start by getting specific: write down the exact outcome you want in the next six months, because a clear target makes every other decision easier.',
  'Good question, and a common one. Treat it like a project: break it into small weekly steps, and measure your progress by conversations held and applications sent, not by how you feel on a given day.',
  'I would work backwards from the role you want. Read five real job postings for it, note the skills and results they keep repeating, and make sure your resume and your interview stories show evidence for each one.',
  'People who handle this well usually start by collecting proof. Gather two or three concrete results you have delivered, with numbers where you can, and build your answer around them.',
] as const;

export const CHAT_REPLY_CLOSING =
  'For advice grounded in your own experience, check your ATS score and skill gaps on your dashboard, and browse the job profiles in the Blog for role-specific interview questions.';

/** Between the opener and the closing sentence: a blank line, so the reply reads as two short paragraphs. */
export const CHAT_REPLY_SEPARATOR = '\n\n';

/** One of the four openers, picked with `random` (0 <= r < 1), followed by the fixed closing sentence. */
export function createChatReply(random: () => number = Math.random): string {
  const index = Math.min(Math.floor(random() * CHAT_REPLY_OPENERS.length), CHAT_REPLY_OPENERS.length - 1);
  return `${CHAT_REPLY_OPENERS[Math.max(index, 0)]}${CHAT_REPLY_SEPARATOR}${CHAT_REPLY_CLOSING}`;
}

let nextMessageNumber = 0;

/** A new message with trimmed content; returns null for blank text, which is never sent. */
export function createChatMessage(text: string, isUser: boolean, now: Date = new Date()): ChatMessage | null {
  const content = text.trim();
  if (!content) return null;
  nextMessageNumber += 1;
  return { id: `message-${nextMessageNumber}`, content, isUser, timestamp: now };
}

/** Time of day shown under each message, e.g. "3:07 PM". */
export function formatMessageTime(date: Date): string {
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
