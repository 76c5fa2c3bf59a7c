import type {
  ConversationMember,
  ConversationSummary,
} from '@tuning/shared/conversations-response-schemas';
import { messagesTexts } from './messages-texts.ts';

type Named = Pick<ConversationSummary, 'kind' | 'name' | 'members'>;

/** A member as the others see them; a deleted account keeps its place without a name. */
export const memberName = (member: Pick<ConversationMember, 'fullName' | 'username'>) =>
  member.fullName || (member.username ? `@${member.username}` : messagesTexts.deletedAccount);

/** A group's name, or the other member's name in a one-to-one. */
export function conversationTitle(conversation: Named): string {
  if (conversation.kind === 'group' && conversation.name) return conversation.name;
  const [other] = conversation.members;
  return other ? memberName(other) : messagesTexts.deletedAccount;
}

/** Who a request is from: the member who started the conversation. */
export function requestSender(
  conversation: Pick<ConversationSummary, 'createdBy' | 'members'>,
): ConversationMember | undefined {
  return (
    conversation.members.find((m) => m.userId === conversation.createdBy) ?? conversation.members[0]
  );
}

/** Whether `query` (any case, with or without @) matches the title or a member's names. */
export function matchesSearch(conversation: Named, query: string): boolean {
  const needle = query.trim().replace(/^@/, '').toLocaleLowerCase();
  if (!needle) return true;
  const names = [
    conversationTitle(conversation),
    ...conversation.members.flatMap((m) => [m.fullName, m.username]),
  ];
  return names.some((name) => name.toLocaleLowerCase().includes(needle));
}

/** The inbox line under the name: the last message, "You: " before the reader's own. */
export function lastLine(conversation: ConversationSummary, ownId: string | undefined): string {
  const last = conversation.lastMessage;
  if (!last) return messagesTexts.noMessageYet;
  if (last.deleted) return 'Message deleted';
  const text = last.message.replace(/\s+/g, ' ').trim();
  if (last.userId === ownId) return `${messagesTexts.you}: ${text}`;
  if (conversation.kind === 'group') {
    const author = last.fullName.split(' ')[0] || last.username;
    return `${author}: ${text}`;
  }
  return text;
}
