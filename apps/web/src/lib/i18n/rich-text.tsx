import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import type { MessageDescriptor } from './define-messages';
import { compiledEnglish, i18n, type MessageValues } from './translate';

interface RichTextProps {
  message: MessageDescriptor;
  values?: MessageValues;
  /** The elements of `<0>…</0>` in the text, by number: a link inside a sentence. */
  components: Record<string, ReactElement>;
}

/** A message with elements inside it (a link in a sentence), in the active language. */
export function RichText({ message, values, components }: RichTextProps) {
  return (
    <TransNoContext
      id={message.id}
      // Compiled English: the library's runtime has no compiler of its own.
      message={compiledEnglish(message) as unknown as string}
      values={values}
      components={components}
      lingui={{ i18n }}
      render={null}
    />
  );
}
