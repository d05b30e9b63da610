import type { SupportMessage } from '@messmate/shared/schemas/support';
import { formatDateTime } from '@/lib/format-date-time';
import { t } from '@/lib/i18n';
import { authorName } from '@/lib/people/author-name';
import { supportText } from '../desk/messages';

/** A kitchen reply names its admin; one whose account is gone is just the kitchen. */
function writer(message: SupportMessage): string {
  if (!message.fromKitchen) return authorName(message.authorName);
  return message.authorName === null
    ? t(supportText.kitchen)
    : t(supportText.kitchenNamed, { name: message.authorName });
}

/** The conversation, oldest first. Messages are text: React escapes them, nothing is parsed as HTML. */
export function MessageList({ messages }: { messages: SupportMessage[] }) {
  return (
    <ol aria-label={t(supportText.messagesLabel)} className="space-y-3">
      {messages.map((message) => (
        <li
          key={message._id}
          className={`max-w-[40rem] rounded-2xl p-4 shadow-sm ring-1 ${
            message.fromKitchen
              ? 'bg-brand-50 ring-brand-200 sm:ml-auto'
              : 'bg-white ring-stone-200 sm:mr-auto'
          }`}
        >
          <p className="text-sm font-semibold text-stone-900">{writer(message)}</p>
          <p className="mt-1 break-words whitespace-pre-wrap text-stone-800">{message.body}</p>
          <p className="mt-2 text-xs text-stone-600">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
