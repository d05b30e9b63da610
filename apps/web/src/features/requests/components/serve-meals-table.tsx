import type { MealRequest } from '@messmate/shared/schemas/meal-request';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import { mealTitleFor, t } from '@/lib/i18n';
import { serveText } from '../serve/messages';
import { ServeButton } from './serve-button';
import { StatusPill } from './status-pill';

function Resident({ request }: { request: MealRequest }) {
  return (
    <>
      <span className="block font-medium text-stone-900">{request.name}</span>
      <span className="block text-xs break-all text-stone-600">{request.email}</span>
    </>
  );
}

const columns = (): DataColumn<MealRequest>[] => [
  {
    header: t(serveText.meal),
    rowHeader: true,
    cellClassName: 'font-semibold text-stone-900',
    cell: (request) => mealTitleFor(request),
  },
  { header: t(serveText.user), cell: (request) => <Resident request={request} /> },
  {
    header: t(serveText.requestedAt),
    cellClassName: 'whitespace-nowrap text-stone-700',
    cell: (request) => formatDateTime(request.requestedAt),
  },
  { header: t(serveText.status), cell: (request) => <StatusPill status={request.status} /> },
  {
    header: t(serveText.action),
    headerClassName: 'text-right',
    cellClassName: 'text-right',
    cell: (request) => <ServeButton request={request} />,
  },
];

function RequestCard({ request }: { request: MealRequest }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-stone-900">{mealTitleFor(request)}</p>
        <StatusPill status={request.status} />
      </div>
      <div className="mt-2 text-sm">
        <Resident request={request} />
      </div>
      <p className="mt-1 text-xs text-stone-500">
        {t(serveText.requested, { time: formatDateTime(request.requestedAt) })}
      </p>
      {request.status === 'pending' ? (
        <div className="mt-3">
          <ServeButton request={request} />
        </div>
      ) : null}
    </>
  );
}

/** Meal, user, when, status and Serve: a table on wide screens, cards on phones. */
export function ServeMealsTable({ requests }: { requests: MealRequest[] }) {
  return (
    <DataTable
      rows={requests}
      rowKey={(request) => request._id}
      columns={columns()}
      caption={t(serveText.caption)}
      card={(request) => <RequestCard request={request} />}
      cardsLabel={t(serveText.cardsLabel)}
      cardsBelow="lg"
      cellPadding="px-3 py-3"
    />
  );
}
