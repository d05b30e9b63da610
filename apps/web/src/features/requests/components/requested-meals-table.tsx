import type { MealRequest } from '@messmate/shared/schemas/meal-request';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { mealTitleFor, t } from '@/lib/i18n';
import { AskKitchenLink } from '@/features/support';
import { requestText } from '../messages';
import { CancelRequestButton } from './cancel-request-button';
import { formatDateTime } from '@/lib/format-date-time';
import { StatusPill } from './status-pill';

function MealName({ request }: { request: MealRequest }) {
  if (!request.mealId) return <span>{mealTitleFor(request)}</span>;
  return (
    <Link to={paths.meal(request.mealId)} className="hover:text-brand-800 hover:underline">
      {mealTitleFor(request)}
    </Link>
  );
}

function ServedOrCancel({ request }: { request: MealRequest }) {
  if (request.status === 'pending') {
    return (
      <>
        <Link
          to={paths.dashboard.pickup(request._id)}
          className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t(requestText.pickupCode)}
        </Link>
        <CancelRequestButton id={request._id} mealTitle={mealTitleFor(request)} />
      </>
    );
  }
  return (
    <span className="text-xs text-stone-500">
      {request.servedAt
        ? t(requestText.servedAt, { time: formatDateTime(request.servedAt) })
        : t(requestText.served)}
    </span>
  );
}

function Action({ request }: { request: MealRequest }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 max-md:justify-start">
      <ServedOrCancel request={request} />
      {request.mealId ? (
        <AskKitchenLink
          mealId={request.mealId}
          request={{ id: request._id, mealTitle: mealTitleFor(request) }}
        />
      ) : null}
    </div>
  );
}

function RequestedAt({ request }: { request: MealRequest }) {
  return <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt)}</time>;
}

const columns = (): DataColumn<MealRequest>[] => [
  {
    header: t(requestText.meal),
    rowHeader: true,
    cellClassName: 'font-semibold text-stone-900',
    cell: (request) => <MealName request={request} />,
  },
  { header: t(requestText.status), cell: (request) => <StatusPill status={request.status} /> },
  {
    header: t(requestText.requestedAt),
    cellClassName: 'whitespace-nowrap text-stone-700',
    cell: (request) => <RequestedAt request={request} />,
  },
  {
    header: t(requestText.action),
    headerClassName: 'text-right',
    cellClassName: 'text-right',
    cell: (request) => <Action request={request} />,
  },
];

function RequestCard({ request }: { request: MealRequest }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-stone-900">
          <MealName request={request} />
        </p>
        <StatusPill status={request.status} />
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {t(requestText.requested)} <RequestedAt request={request} />
      </p>
      <div className="mt-3">
        <Action request={request} />
      </div>
    </>
  );
}

/** Meal, Status, Requested At and Action: a table on wide screens, cards on phones. */
export function RequestedMealsTable({ requests }: { requests: MealRequest[] }) {
  return (
    <DataTable
      rows={requests}
      rowKey={(request) => request._id}
      columns={columns()}
      caption={t(requestText.caption)}
      card={(request) => <RequestCard request={request} />}
      cardsLabel={t(requestText.cardsLabel)}
    />
  );
}
