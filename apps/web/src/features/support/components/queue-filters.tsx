import { SUPPORT_STATUSES, SUPPORT_TOPICS } from '@messmate/shared/schemas/support-limits';
import { t } from '@/lib/i18n';
import type { ThreadFilters } from '../api/query-keys';
import { supportText } from '../desk/messages';
import { statusFrom, statusLabels, topicFrom, topicLabels } from '../lib/labels';
import { SelectField } from './select-field';

interface QueueFiltersProps {
  filters: ThreadFilters;
  onChange: (filters: ThreadFilters) => void;
}

/** Status and topic, each 'All' or one value. */
export function QueueFilters({ filters, onChange }: QueueFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SelectField
        label={t(supportText.status)}
        value={filters.status ?? ''}
        options={SUPPORT_STATUSES}
        labels={statusLabels()}
        emptyLabel={t(supportText.all)}
        onChange={(value) => onChange({ ...filters, status: statusFrom(value) })}
        className="sm:w-48"
      />
      <SelectField
        label={t(supportText.topic)}
        value={filters.topic ?? ''}
        options={SUPPORT_TOPICS}
        labels={topicLabels()}
        emptyLabel={t(supportText.all)}
        onChange={(value) => onChange({ ...filters, topic: topicFrom(value) })}
        className="sm:w-48"
      />
    </div>
  );
}
