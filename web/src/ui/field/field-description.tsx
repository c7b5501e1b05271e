import { Text } from 'react-aria-components';
import { description } from './field.css.ts';

/** A field's description, under its box; inside a react-aria field, it is linked to the input. */
export function FieldDescription({ children }: { children?: string }) {
  if (!children) return null;
  return (
    <Text slot="description" className={description}>
      {children}
    </Text>
  );
}
