import { SUPPORT_MESSAGE_MAX_LENGTH } from '@messmate/shared/schemas/support-limits';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { useReply } from '../api/change-thread';
import { supportText } from '../desk/messages';
import { TextInput } from './text-input';

/** Writes in an open or answered thread. */
export function ReplyForm({ threadId, kitchen }: { threadId: string; kitchen: boolean }) {
  const [message, setMessage] = useState('');
  const reply = useReply(threadId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!message.trim()) {
      toast.error(t(supportText.writeMessage));
      return;
    }
    try {
      await reply.mutateAsync(message);
      setMessage('');
      toast.success(t(kitchen ? supportText.answerSent : supportText.replySent));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t(supportText.sendFailed));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextInput
        label={t(kitchen ? supportText.yourAnswer : supportText.yourReply)}
        value={message}
        onChange={setMessage}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        multiline
      />
      <button type="submit" disabled={reply.isPending} className={buttonClass('primary', 'md')}>
        {reply.isPending
          ? t(supportText.sending)
          : t(kitchen ? supportText.sendAnswer : supportText.sendReply)}
      </button>
    </form>
  );
}
