import { i18n, type MessageDescriptor as LinguiDescriptor } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessage } from './compile-message';
import type { MessageDescriptor } from './define-messages';

export type MessageValues = Record<string, unknown>;

// English until a reader picks Bangla; `t` may run before any React renders (a toast's text).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// English is compiled on first use and kept: a list of cards asks for the same text many times.
const englishById = new Map<string, CompiledMessage>();

/** The English text compiled once; what a catalogue without the id falls back to. */
export function compiledEnglish(descriptor: MessageDescriptor): CompiledMessage {
  let compiled = englishById.get(descriptor.id);
  if (compiled === undefined) {
    compiled =
      typeof descriptor.message === 'string'
        ? compileMessage(descriptor.message)
        : descriptor.message;
    englishById.set(descriptor.id, compiled);
  }
  return compiled;
}

/** The message in the active language (its Bangla when the catalogue has it), values filled in. */
export function t(descriptor: MessageDescriptor, values?: MessageValues): string {
  return i18n._(descriptor.id, values, {
    message: compiledEnglish(descriptor) as unknown as LinguiDescriptor['message'],
  });
}

/** Compiles a loaded catalogue once, so the translate call above only fills values in. */
export function compileCatalogue(
  catalogue: Record<string, string | CompiledMessage>,
): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(catalogue))
    compiled[id] = typeof message === 'string' ? compileMessage(message) : message;
  return compiled;
}

export { i18n };
