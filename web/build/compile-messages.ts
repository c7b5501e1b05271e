/**
 * The build's rewrite of message descriptors (`{ id, defaultMessage, description }`) in the app's
 * source: `defaultMessage` becomes its ICU AST, as the catalogs are (compile-catalogs-plugin.ts), and
 * `description`, written for translators, goes. French, the default language, then needs no catalog
 * at all: react-intl formats a message missing from the catalog of the default locale from its
 * descriptor, without a warning, and fr.json is by construction exactly those descriptors
 * (`npm run i18n:extract`). Each screen's messages thereby travel in that screen's chunk instead of
 * all of them in the entry chunk.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

interface Edit {
  start: number;
  end: number;
  text: string;
}

const propertyName = (property: ts.ObjectLiteralElementLike): string | undefined =>
  ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

const isStaticString = (node: ts.Expression): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/**
 * `code` with every object literal that has a string `id` and a `defaultMessage` rewritten, or null
 * when it has none. Throws on a `defaultMessage` that is not one plain string (it could not be
 * compiled, and the production bundle has no ICU parser) or not valid ICU.
 */
export function compileMessageDescriptors(code: string, fileName: string): string | null {
  if (!code.includes('defaultMessage')) return null;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits: Edit[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) rewriteDescriptor(node);
    ts.forEachChild(node, visit);
  };

  const rewriteDescriptor = (literal: ts.ObjectLiteralExpression): void => {
    const byName = new Map(literal.properties.map((property) => [propertyName(property), property]));
    const id = byName.get('id');
    const message = byName.get('defaultMessage');
    if (!id || !message || !ts.isPropertyAssignment(id) || !ts.isPropertyAssignment(message)) return;
    if (!isStaticString(id.initializer)) return;
    const where = `${fileName}: message "${id.initializer.text}"`;
    if (!isStaticString(message.initializer)) throw new Error(`${where}: defaultMessage must be one plain string`);
    let ast: unknown;
    try {
      ast = parse(message.initializer.text);
    } catch (error) {
      throw new Error(`${where} is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
    edits.push({
      start: message.initializer.getStart(source),
      end: message.initializer.end,
      text: JSON.stringify(ast),
    });
    const description = byName.get('description');
    if (description) {
      // With its comma, so the literal stays valid whatever follows.
      const after = code.slice(description.end).match(/^\s*,/)?.[0].length ?? 0;
      edits.push({ start: description.getStart(source), end: description.end + after, text: '' });
    }
  };

  visit(source);
  if (edits.length === 0) return null;
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
