/**
 * Reading the CSV answers of the exports (RFC 4180: quoted fields, doubled quotes, CRLF or LF line ends),
 * so the gates can check what a member's export holds as they check a JSON list's items.
 */

/** The rows of a CSV text, each a list of its fields; a final line end adds no row. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('the CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The values of one column, named by the header line, of every row after it. */
export function csvColumn(text: string, name: string): string[] {
  const [header, ...rows] = parseCsv(text);
  const index = header?.indexOf(name) ?? -1;
  if (index === -1) throw new Error(`the CSV has no "${name}" column: ${header?.join(',') ?? '(empty)'}`);
  return rows.map((row) => row[index] ?? '');
}
