import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@/lib/i18n';

// Issue 23: every English text has its Bangla, no Bangla is left over, and every message is used.
const src = path.resolve(import.meta.dirname, '../src');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const messageFiles = filesUnder(src, (name) => name === 'messages.ts');
const sourceFiles = filesUnder(src, (name) => /\.tsx?$/.test(name) && name !== 'messages.ts');
const allSource = sourceFiles.map((file) => readFileSync(file, 'utf8')).join('\n');

function isDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && 'id' in value && 'message' in value;
}

interface Group {
  file: string;
  exportName: string;
  key: string;
  descriptor: MessageDescriptor;
}

async function groupsOf(file: string): Promise<Group[]> {
  const module = (await import(file)) as Record<string, Record<string, unknown>>;
  return Object.entries(module).flatMap(([exportName, group]) =>
    Object.entries(group)
      .filter((entry): entry is [string, MessageDescriptor] => isDescriptor(entry[1]))
      .map(([key, descriptor]) => ({ file, exportName, key, descriptor })),
  );
}

/** The names a message fills in: `{count}`, `{name}`, a plural's or select's variable. */
function variables(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token as [string, string | undefined, unknown];
      found.add(name);
      if (format && typeof format === 'object')
        for (const choice of Object.values(format)) walk(choice);
    }
  };
  walk(compileMessage(message));
  return [...found].sort();
}

describe('the Bangla catalogues', () => {
  it('finds the message files (the check is not vacuous)', () => {
    expect(messageFiles.length).toBeGreaterThan(0);
  });

  it.each(messageFiles.map((file) => [path.relative(src, file), file]))(
    '%s: every id has its Bangla, with the same values filled in, and nothing more',
    async (_name, file) => {
      const groups = await groupsOf(file);
      expect(groups.length).toBeGreaterThan(0);
      const banglaFile = path.join(path.dirname(file), 'messages.bn.json');
      expect(existsSync(banglaFile), `${banglaFile} is missing`).toBe(true);
      const bangla = JSON.parse(readFileSync(banglaFile, 'utf8')) as Record<string, string>;
      const ids = groups.map((group) => group.descriptor.id).sort();
      expect(Object.keys(bangla).sort()).toEqual(ids);
      for (const { descriptor } of groups) {
        const text = bangla[descriptor.id] ?? '';
        expect(text.trim(), `${descriptor.id} is empty`).not.toBe('');
        // Tests import the sources, so the English is still a string (only the build compiles it).
        expect(variables(text), descriptor.id).toEqual(variables(String(descriptor.message)));
      }
    },
  );

  it('uses every message somewhere in the app, and no id twice', async () => {
    const groups = (await Promise.all(messageFiles.map(groupsOf))).flat();
    const unused = groups
      .filter(({ exportName, key }) => !new RegExp(`\\b${exportName}\\.${key}\\b`).test(allSource))
      .map(({ descriptor }) => descriptor.id);
    expect(unused).toEqual([]);
    const ids = groups.map(({ descriptor }) => descriptor.id);
    expect(ids.length).toBe(new Set(ids).size);
  });
});
