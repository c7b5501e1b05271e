/** Text with French's no-break and narrow no-break spaces as plain spaces, to compare with what a test writes. */
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** What describes a field (its error, its hint), as a screen reader reads it after the field's name. */
export const descriptionOf = (field: HTMLElement): string =>
  plain(
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** The terms of a description list (a record drawer's fields) and what each says, read as a person would. */
export const fieldsOf = (list: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [term.textContent, plain(term.nextElementSibling?.textContent)]),
  );

/** The texts of a table row's cells, the row header first. */
export const cellTexts = (row: HTMLElement): string[] =>
  Array.from(row.querySelectorAll('[role="rowheader"], [role="gridcell"]'), (cell) => plain(cell.textContent));
