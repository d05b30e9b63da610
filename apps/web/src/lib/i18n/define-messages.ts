import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** One message: its id in the catalogues and its English text (ICU MessageFormat). */
export interface MessageDescriptor {
  readonly id: string;
  /** The text; already compiled in a built app (build/precompile-messages.ts). */
  readonly message: string | CompiledMessage;
}

/**
 * The English texts of one part of the app, each under `<namespace>.<key>`. The Bangla ones live
 * beside this file in `messages.bn.json` under the same ids; the catalogue test holds the two
 * equal. The English stays in the code, so an English page loads no catalogue at all.
 */
export function defineMessages<const T extends Record<string, string>>(
  namespace: string,
  english: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  const descriptors = {} as Record<string, MessageDescriptor>;
  for (const [key, message] of Object.entries(english)) {
    descriptors[key] = { id: `${namespace}.${key}`, message: message as string | CompiledMessage };
  }
  return descriptors as { readonly [K in keyof T]: MessageDescriptor };
}
