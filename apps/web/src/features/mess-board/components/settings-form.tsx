import type { BoardDefault } from '@messmate/shared/schemas/mess-calendar';
import type { MessSettings, SittingTimes } from '@messmate/shared/schemas/mess-settings';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useSaveMessSettings } from '../api/save-mess-settings';
import { settingsText } from '../settings/messages';
import { DefaultBoardChoice } from './default-board-choice';
import { SittingTimesFields } from './sitting-times-fields';

/** The sittings' hours and cut-offs, and the community's default board, saved together. */
export function SettingsForm({ settings }: { settings: MessSettings }) {
  const [defaultBoard, setDefaultBoard] = useState<BoardDefault>(settings.defaultBoard);
  const [sittings, setSittings] = useState<SittingTimes[]>(settings.sittings);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveMessSettings();

  const change = (index: number, next: SittingTimes) =>
    setSittings((all) => all.map((entry, at) => (at === index ? next : entry)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      await save.mutateAsync({ defaultBoard, sittings });
      toast.success(t(settingsText.saved));
    } catch (error) {
      setProblem(failureText(error, t(settingsText.saveFailed)));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-6">
      <p className="text-sm text-stone-700">
        {t(settingsText.clock, { timeZone: settings.timeZone })}
      </p>
      {sittings.map((entry, index) => (
        <SittingTimesFields
          key={entry.sitting}
          value={entry}
          onChange={(next) => change(index, next)}
        />
      ))}
      <DefaultBoardChoice value={defaultBoard} onChange={setDefaultBoard} />
      {problem ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-900"
        >
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'lg')}>
        {save.isPending ? t(settingsText.saving) : t(settingsText.save)}
      </button>
    </form>
  );
}
