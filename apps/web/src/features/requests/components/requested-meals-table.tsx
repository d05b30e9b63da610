import type { MealRequest } from '@messmate/shared/schemas/meal-request';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CancelRequestButton } from './cancel-request-button';
import { formatDateTime } from './format-date-time';
import { StatusPill } from './status-pill';

const th = 'px-4 py-3';

function MealName({ request }: { request: MealRequest }) {
  if (!request.mealId) return <span>{request.mealTitle}</span>;
  return (
    <Link to={paths.meal(request.mealId)} className="hover:text-brand-800 hover:underline">
      {request.mealTitle}
    </Link>
  );
}

function Action({ request }: { request: MealRequest }) {
  if (request.status === 'pending') {
    return <CancelRequestButton id={request._id} mealTitle={request.mealTitle} />;
  }
  return (
    <span className="text-xs text-stone-500">
      {request.servedAt ? `Served ${formatDateTime(request.servedAt)}` : 'Served'}
    </span>
  );
}

/** Meal, Status, Requested At and Action: a table on wide screens, cards on phones. */
export function RequestedMealsTable({ requests }: { requests: MealRequest[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Requested meals">
        {requests.map((request) => (
          <li
            key={request._id}
            className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-stone-900">
                <MealName request={request} />
              </p>
              <StatusPill status={request.status} />
            </div>
            <p className="mt-1 text-sm text-stone-600">
              Requested{' '}
              <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt)}</time>
            </p>
            <div className="mt-3">
              <Action request={request} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your meal requests, newest first</caption>
          <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-600">
            <tr>
              <th scope="col" className={th}>
                Meal
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Requested At
              </th>
              <th scope="col" className={`${th} text-right`}>
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {requests.map((request) => (
              <tr key={request._id} className="hover:bg-stone-50/60">
                <th scope="row" className="px-4 py-3 font-semibold text-stone-900">
                  <MealName request={request} />
                </th>
                <td className="px-4 py-3">
                  <StatusPill status={request.status} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-stone-700">
                  <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt)}</time>
                </td>
                <td className="px-4 py-3 text-right">
                  <Action request={request} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
