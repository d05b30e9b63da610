import type { MealRequest } from '@messmate/shared/schemas/meal-request';
import { formatDateTime } from './format-date-time';
import { ServeButton } from './serve-button';
import { StatusPill } from './status-pill';

const th = 'px-4 py-3';

function Resident({ request }: { request: MealRequest }) {
  return (
    <>
      <span className="block font-medium text-stone-900">{request.name}</span>
      <span className="block text-xs break-all text-stone-600">{request.email}</span>
    </>
  );
}

/** Meal, user, when, status and Serve: a table on wide screens, cards on phones. */
export function ServeMealsTable({ requests }: { requests: MealRequest[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Meal requests">
        {requests.map((request) => (
          <li
            key={request._id}
            className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-stone-900">{request.mealTitle}</p>
              <StatusPill status={request.status} />
            </div>
            <div className="mt-2 text-sm">
              <Resident request={request} />
            </div>
            <p className="mt-1 text-xs text-stone-500">
              Requested {formatDateTime(request.requestedAt)}
            </p>
            {request.status === 'pending' ? (
              <div className="mt-3">
                <ServeButton request={request} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Meal requests, newest first</caption>
          <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-600">
            <tr>
              <th scope="col" className={th}>
                Meal
              </th>
              <th scope="col" className={th}>
                User
              </th>
              <th scope="col" className={th}>
                Requested At
              </th>
              <th scope="col" className={th}>
                Status
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
                  {request.mealTitle}
                </th>
                <td className="min-w-52 px-4 py-3">
                  <Resident request={request} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-stone-700">
                  {formatDateTime(request.requestedAt)}
                </td>
                <td className="px-4 py-3">
                  <StatusPill status={request.status} />
                </td>
                <td className="px-4 py-3 text-right">
                  <ServeButton request={request} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
