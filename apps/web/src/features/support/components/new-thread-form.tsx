import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SUPPORT_TOPICS,
  type SupportTopic,
} from '@messmate/shared/schemas/support-limits';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useOpenThread } from '../api/open-thread';
import { supportText } from '../desk/messages';
import { topicFrom, topicLabels } from '../lib/labels';
import { AboutLine } from './about-line';
import { PhotoInput } from './photo-input';
import { SelectField } from './select-field';
import { TextInput } from './text-input';

/** What a meal's page or a request's row says the new thread is about. */
export interface ThreadAbout {
  topic?: SupportTopic;
  mealId?: string;
  requestId?: string;
}

/** Ask the kitchen: a topic, a subject, a message and an optional photo. */
export function NewThreadForm({ about }: { about: ThreadAbout }) {
  const titleId = useId();
  const [topic, setTopic] = useState<SupportTopic>(about.topic ?? 'food');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const open = useOpenThread();
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      toast.error(t(supportText.needSubjectAndMessage));
      return;
    }
    const { mealId, requestId } = about;
    try {
      const thread = await open.mutateAsync({ topic, subject, message, mealId, requestId, photo });
      toast.success(t(supportText.sent));
      await navigate(paths.dashboard.supportThread(thread._id));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t(supportText.sendFailed));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${titleId}-title`}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${titleId}-title`} className="text-lg font-bold text-stone-900">
        {t(supportText.askTitle)}
      </h2>
      {about.mealId ? (
        <AboutLine mealId={about.mealId} isRequest={Boolean(about.requestId)} />
      ) : null}
      <SelectField
        label={t(supportText.topic)}
        value={topic}
        options={SUPPORT_TOPICS}
        labels={topicLabels()}
        onChange={(value) => setTopic(topicFrom(value) ?? 'other')}
      />
      <TextInput
        label={t(supportText.subject)}
        value={subject}
        onChange={setSubject}
        maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
      />
      <TextInput
        label={t(supportText.message)}
        value={message}
        onChange={setMessage}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        multiline
        hint={t(supportText.messageHint)}
      />
      <PhotoInput onChange={setPhoto} />
      <button
        type="submit"
        disabled={open.isPending}
        className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
      >
        {open.isPending ? t(supportText.sending) : t(supportText.send)}
      </button>
    </form>
  );
}
