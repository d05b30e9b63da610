import { SUPPORT_STATUSES, SUPPORT_TOPICS } from '@messmate/shared/schemas/support-limits';
import type { ThreadFilters } from '../api/query-keys';
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
        label="Status"
        value={filters.status ?? ''}
        options={SUPPORT_STATUSES}
        labels={statusLabels()}
        emptyLabel="All"
        onChange={(value) => onChange({ ...filters, status: statusFrom(value) })}
        className="sm:w-48"
      />
      <SelectField
        label="Topic"
        value={filters.topic ?? ''}
        options={SUPPORT_TOPICS}
        labels={topicLabels()}
        emptyLabel="All"
        onChange={(value) => onChange({ ...filters, topic: topicFrom(value) })}
        className="sm:w-48"
      />
    </div>
  );
}
