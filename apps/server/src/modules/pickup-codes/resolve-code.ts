import { BOARD_CODE_PREFIX, PICKUP_CODE_PREFIX } from '@messmate/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { CommunityClock } from '../meal-requests/service';
import { matchBoardCode, type BoardMatch } from './board-entries';
import { pickupCodesRepository as codes, type PickupCodeRow } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';

export type ResolvedCode =
  { kind: 'request'; row: PickupCodeRow } | { kind: 'board'; match: BoardMatch };

const unknown = () => notFound(WORDS.pickup.codeUnknown, 'PICKUP_CODE_NOT_FOUND');

/**
 * What a scanned or typed code is: a request's (stored) or a board sitting's (recomputed). A
 * short code is checked against both; one that fits more than one pickup is refused, not guessed.
 */
export async function resolveCode(
  db: Database,
  code: string,
  clock: CommunityClock,
): Promise<ResolvedCode> {
  if (code.startsWith(BOARD_CODE_PREFIX)) {
    const [match] = await matchBoardCode(db, { code }, clock);
    if (!match) throw unknown();
    return { kind: 'board', match };
  }
  if (code.startsWith(PICKUP_CODE_PREFIX)) {
    const row = await codes.find(db, { code });
    if (!row) throw unknown();
    return { kind: 'request', row };
  }
  const [row, matches] = await Promise.all([
    codes.find(db, { shortCode: code }),
    matchBoardCode(db, { shortCode: code }, clock),
  ]);
  const found: ResolvedCode[] = [
    ...(row ? [{ kind: 'request' as const, row }] : []),
    ...matches.map((match) => ({ kind: 'board' as const, match })),
  ];
  const [only, ...more] = found;
  if (!only) throw unknown();
  if (more.length > 0) throw conflict(WORDS.pickup.ambiguousShortCode, 'AMBIGUOUS_SHORT_CODE');
  return only;
}
