import type { PickupCode } from '@messmate/shared/schemas/pickup-code';

/** The last codes the server gave, kept on the phone for when the canteen's network drops. */
export interface SavedCodes {
  codes: PickupCode[];
  /** When they were saved (ISO 8601). */
  savedAt: string;
}

const keyFor = (userId: string) => `messmate.pickup-codes.${userId}`;

export function saveCodes(userId: string, codes: PickupCode[], now = new Date()): void {
  const saved: SavedCodes = { codes, savedAt: now.toISOString() };
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(saved));
  } catch {
    // Storage full or turned off: the codes still show while online.
  }
}

function isSavedCodes(value: unknown): value is SavedCodes {
  if (typeof value !== 'object' || value === null) return false;
  const { codes, savedAt } = value as Partial<SavedCodes>;
  return Array.isArray(codes) && typeof savedAt === 'string';
}

export function readSavedCodes(userId: string): SavedCodes | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(userId)) ?? 'null');
    return isSavedCodes(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
