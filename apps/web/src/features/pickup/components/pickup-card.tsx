import type { PickupCode } from '@messmate/shared/schemas/pickup-code';
import { spacedShortCode } from '@messmate/shared/pickup-code-format';
import { Avatar } from '@/components/ui/avatar';
import { categoryName } from '@/components/ui/category-badge';
import { dateFormat, t } from '@/lib/i18n';
import { pickupText } from '../messages';
import { pickupTitleFor } from '../lib/code-title';
import { QrCode } from './qr-code';

const dayFormat = () =>
  dateFormat({ timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** One code as the counter sees it: big QR, big short code, the dish, and who holds it. */
export function PickupCard({
  code,
  holder,
  today,
}: {
  code: PickupCode;
  holder: { name: string; image: string | null };
  today: string;
}) {
  const otherDay = code.date && code.date !== today;
  const title = pickupTitleFor(code);
  return (
    <article
      aria-label={t(pickupText.cardLabel, { title })}
      className="mx-auto w-full max-w-sm rounded-3xl border-2 border-black bg-white p-4 text-black shadow-sm"
    >
      {code.kind === 'board' && code.sitting ? (
        <p className="mx-auto mb-2 w-fit rounded-full bg-black px-3 py-1 text-center text-sm font-bold text-white">
          {t(pickupText.board, { sitting: categoryName(code.sitting) })}
        </p>
      ) : null}
      <h2 className="text-center text-2xl leading-tight font-extrabold">{title}</h2>
      {otherDay && code.date ? (
        <p className="mt-1 text-center text-base font-bold text-red-800">
          {t(pickupText.otherDay, {
            day: dayFormat().format(new Date(`${code.date}T00:00:00Z`)),
          })}
        </p>
      ) : null}
      <div className="mx-auto mt-3 w-full max-w-[18rem]">
        <QrCode text={code.code} label={t(pickupText.qrLabel, { title })} />
      </div>
      <p className="mt-3 text-center text-sm font-semibold tracking-wide uppercase">
        {t(pickupText.shortCode)}
      </p>
      <p className="text-center font-mono text-5xl font-black tracking-[0.15em]">
        {spacedShortCode(code.shortCode)}
      </p>
      <div className="mt-4 flex items-center justify-center gap-3 border-t-2 border-black pt-3">
        <Avatar name={holder.name} image={holder.image} size="h-14 w-14" />
        <p className="text-xl font-bold">{holder.name}</p>
      </div>
    </article>
  );
}
