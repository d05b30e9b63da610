import { SUPPORT_MESSAGE_MAX_LENGTH } from '@messmate/shared/schemas/support-limits';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { useReply } from '../api/change-thread';
import { TextInput } from './text-input';

/** Writes in an open or answered thread. */
export function ReplyForm({ threadId, kitchen }: { threadId: string; kitchen: boolean }) {
  const [message, setMessage] = useState('');
  const reply = useReply(threadId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!message.trim()) {
      toast.error('Write a message.');
      return;
    }
    try {
      await reply.mutateAsync(message);
      setMessage('');
      toast.success(kitchen ? 'Answer sent.' : 'Reply sent.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not send. Please try again.');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextInput
        label={kitchen ? 'Your answer' : 'Your reply'}
        value={message}
        onChange={setMessage}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        multiline
      />
      <button type="submit" disabled={reply.isPending} className={buttonClass('primary', 'md')}>
        {reply.isPending ? 'Sending…' : kitchen ? 'Send answer' : 'Send reply'}
      </button>
    </form>
  );
}
