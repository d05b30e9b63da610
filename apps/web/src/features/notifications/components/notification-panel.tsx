import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { useMarkAllRead } from '../api/mark-all-read';
import { panelText } from '../panel/messages';
import { NotificationList } from './notification-list';
import { PanelFrame } from './panel-frame';
import { ReminderSwitch } from './cutoff-reminder/reminder-switch';
import { PushOptIn } from './push-opt-in';
import { SignInInvite } from './sign-in-invite';

interface NotificationPanelProps {
  id: string;
  signedIn: boolean;
  isAdmin: boolean;
  unread: number;
  /** Closes the panel; `refocus` returns focus to the bell. */
  onClose: (refocus: boolean) => void;
}

/** Behind the bell: a visitor's invitation to sign in, or the signed-in person's notifications. */
export function NotificationPanel({
  id,
  signedIn,
  isAdmin,
  unread,
  onClose,
}: NotificationPanelProps) {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const markAll = useMarkAllRead();

  if (!signedIn) {
    return (
      <PanelFrame id={id} onClose={() => onClose(true)}>
        <SignInInvite onNavigate={() => onClose(false)} />
      </PanelFrame>
    );
  }

  // Nothing to mark, nothing to offer: the button shows only while something is unread or new.
  const markAllButton =
    unread > 0 || fresh.size > 0 ? (
      <button
        type="button"
        disabled={markAll.isPending}
        onClick={() =>
          markAll.mutate(undefined, {
            onSuccess: () => {
              setFresh(new Set());
              // The button goes away with the last unread one; focus stays in the panel.
              document.getElementById(id)?.focus();
            },
          })
        }
        className={buttonClass('ghost', 'sm')}
      >
        {t(panelText.markAllRead)}
      </button>
    ) : null;

  return (
    <PanelFrame
      id={id}
      onClose={() => onClose(true)}
      actions={markAllButton}
      footer={
        <>
          {isAdmin ? null : <ReminderSwitch />}
          <PushOptIn />
        </>
      }
    >
      <NotificationList
        isAdmin={isAdmin}
        fresh={fresh}
        onShownUnread={(ids) => setFresh((before) => new Set([...before, ...ids]))}
        onOpenItem={() => onClose(false)}
      />
    </PanelFrame>
  );
}
