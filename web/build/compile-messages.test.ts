import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileMessageDescriptors } from './compile-messages.ts';

describe('compileMessageDescriptors', () => {
  it('turns each defaultMessage into its ICU AST and drops the description', () => {
    const code = `const messages = defineMessages({
  title: { id: 'a.title', defaultMessage: 'Bonjour {name}', description: 'Heading, with a comma, inside' },
  count: { id: 'a.count', description: 'Before it', defaultMessage: \`{n, plural, one {# ligne} other {# lignes}}\` },
});`;
    const compiled = compileMessageDescriptors(code, 'messages.ts');

    expect(compiled).not.toBeNull();
    expect(compiled).not.toContain('description');
    const messages = new Function('defineMessages', `${compiled}; return messages;`)((value: unknown) => value);
    expect(messages).toEqual({
      title: { id: 'a.title', defaultMessage: parse('Bonjour {name}') },
      count: { id: 'a.count', defaultMessage: parse('{n, plural, one {# ligne} other {# lignes}}') },
    });
  });

  it('leaves a file without descriptors alone', () => {
    expect(compileMessageDescriptors('export const x = { id: 1 };', 'x.ts')).toBeNull();
  });

  it('refuses a defaultMessage that is not one plain string, or not valid ICU', () => {
    expect(() => compileMessageDescriptors("f({ id: 'b', defaultMessage: 'a' + b })", 'b.ts')).toThrow(
      /b\.ts: message "b": defaultMessage must be one plain string/,
    );
    expect(() => compileMessageDescriptors("f({ id: 'c', defaultMessage: 'Bonjour {' })", 'c.ts')).toThrow(
      /c\.ts: message "c" is not valid ICU/,
    );
  });
});
