import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import type { Plugin } from 'vite';

const MESSAGES_MODULE = /[\\/]messages\.ts$/;
const BANGLA_CATALOGUE = /[\\/]messages\.bn\.json$/;
const RUNTIME_COMPILER = /[\\/]lib[\\/]i18n[\\/]compile-message\.ts$/;

/** The English texts in `defineMessages(…, { key: 'text' })`, with where each literal sits. */
function englishLiterals(
  code: string,
  file: string,
): { start: number; end: number; text: string }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineMessages'
    ) {
      const texts = node.arguments[1];
      if (texts && ts.isObjectLiteralExpression(texts)) {
        for (const property of texts.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const value = property.initializer;
          if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
            found.push({ start: value.getStart(source), end: value.getEnd(), text: value.text });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Compiles every message when the app is built: the English in each `messages.ts` and the Bangla
 * catalogues. The browser then never loads the ICU parser (about 7 kB gzipped); tests and the dev
 * server compile at run time instead. docs/decisions/0031-bangla-with-lingui.md
 */
export function precompileMessages(): Plugin {
  return {
    name: 'messmate:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      // Every message arrives compiled, so the build leaves the parser out of the bundle.
      if (RUNTIME_COMPILER.test(id))
        return 'export function compileMessage(message) { throw new Error(`Not compiled at build: ${message}`); }';
      return null;
    },
    transform(code, id) {
      if (BANGLA_CATALOGUE.test(id)) {
        const catalogue = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(
          Object.entries(catalogue).map(([key, text]) => [key, compileMessage(text)]),
        );
        return { code: JSON.stringify(compiled), map: null };
      }
      if (!MESSAGES_MODULE.test(id)) return null;
      let out = code;
      for (const literal of englishLiterals(code, id).reverse()) {
        out =
          out.slice(0, literal.start) +
          JSON.stringify(compileMessage(literal.text)) +
          out.slice(literal.end);
      }
      return { code: out, map: null };
    },
  };
}
