/**
 * Tables whose columns do not fit their box become one card per row: each cell on its own line,
 * labelled by its column's name (the cell's `data-label`), the row's header as the card's title.
 * Put `data-table-box` on the box around the table and `data-cards-below="narrow|medium|wide|widest"` on the
 * table: the box's own width decides (a container query), whatever the screen and the menu beside it.
 * Attributes rather than classes, and global styles: no script module, on any page's critical path.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('[data-table-box]', { containerType: 'inline-size' });

// Below these widths of the box the table's columns no longer fit: narrow for 3 or 4 columns, wide
// for 8, widest for the money lists of 9 or more whose references, dates and amounts never wrap.
const widths = { narrow: 30, medium: 46, wide: 56, widest: 75 } as const;

// From this width of the box a card lays its fields side by side, each label above its value: on a
// desktop beside the menu, a money record takes two short rows instead of a screen of lines.
const roomyCard = 40;

// Column headers still name each cell for screen readers, out of sight.
const outOfSight = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

for (const [name, width] of Object.entries(widths)) {
  // Two attributes: these outrank the table's own one-class rules whatever the stylesheets' order.
  const table = `[data-table-box] [data-cards-below="${name}"]`;
  const narrow = (rule: Parameters<typeof globalStyle>[1]) => ({
    '@container': { [`(max-width: ${width}rem)`]: rule },
  });
  globalStyle(`${table}, ${table} tbody, ${table} tr`, narrow({ display: 'block', width: '100%' }));
  // The column headers stay for screen readers (they name each cell), out of sight.
  globalStyle(`${table} thead`, narrow(outOfSight));
  globalStyle(
    `${table} tbody tr`,
    narrow({
      padding: `${vars.space.sm} ${vars.space.md}`,
      border: 0,
      borderBottom: `1px solid ${vars.color.divider}`,
    }),
  );
  globalStyle(`${table} tbody tr:last-child`, narrow({ borderBottom: 0 }));
  globalStyle(
    `${table} tbody td, ${table} tbody th`,
    narrow({
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: `0 ${vars.space.md}`,
      padding: `${vars.space.xs} 0`,
      border: 0,
      textAlign: 'end',
    }),
  );
  // The row's header (its first cell) is the card's title.
  globalStyle(
    `${table} tbody tr > :first-child`,
    narrow({ justifyContent: 'flex-start', textAlign: 'start', fontWeight: 700 }),
  );
  globalStyle(
    `${table} tbody [data-label]::before`,
    narrow({
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontSize: vars.font.sizeSm,
      fontWeight: 600,
      textAlign: 'start',
    }),
  );

  // A narrow table is no card in a box this wide. After the rules above, so these win.
  if (width <= roomyCard) continue;
  const roomy = (rule: Parameters<typeof globalStyle>[1]) => ({
    '@container': { [`(min-width: ${roomyCard}rem) and (max-width: ${width}rem)`]: rule },
  });
  globalStyle(
    `${table} tbody tr`,
    roomy({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
      gap: `${vars.space.sm} ${vars.space.md}`,
      padding: `${vars.space.md}`,
    }),
  );
  globalStyle(
    `${table} tbody td, ${table} tbody th`,
    roomy({ flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start', textAlign: 'start' }),
  );
  // The title keeps its label beside it, on a line of its own.
  globalStyle(
    `${table} tbody tr > :first-child`,
    roomy({ gridColumn: '1 / -1', flexDirection: 'row', alignItems: 'baseline', gap: vars.space.sm }),
  );
}

/**
 * The list pattern (ui/list DataList `records`, and the plain table of /wallets/my-wallets): `data-records`
 * on the table. In a box of 44rem or more (a 1,024 px screen beside the menu) a table of one line per
 * record: nothing wraps, figures are tabular. Below, each record is two lines drawn from its cells'
 * `data-phone` slots: what and when, then the figure and the status.
 */
const records = '[data-table-box] [data-records]';
const recordsBelow = 44;

globalStyle(`${records} th, ${records} td`, {
  paddingBlock: '0.375rem',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  fontVariantNumeric: 'tabular-nums',
});

const phone = (rule: Parameters<typeof globalStyle>[1]) => ({
  '@container': { [`(max-width: ${recordsBelow}rem)`]: rule },
});
globalStyle(`${records}, ${records} tbody`, phone({ display: 'block', width: '100%' }));
// The column headers stay for screen readers, out of sight.
globalStyle(`${records} thead`, phone(outOfSight));
// Each line lays out on its own (a flex row broken in two), so a long title never squeezes the figure below it.
globalStyle(
  `${records} tbody:not([data-empty]) tr`,
  phone({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `${vars.space.xs} ${vars.space.sm}`,
    padding: `${vars.space.sm} 0.75rem`,
  }),
);
// The break between the two lines.
globalStyle(
  `${records} tbody:not([data-empty]) tr::after`,
  phone({ content: '""', order: 2, flexBasis: '100%', height: 0 }),
);
// What a phone leaves to the record's drawer, the chevron included: the whole line opens it.
globalStyle(
  `${records} tbody:not([data-empty]) :is(td, th):is(:not([data-phone]), [data-phone="open"])`,
  phone({ display: 'none' }),
);
globalStyle(`${records} tbody [data-phone]`, phone({ display: 'block', padding: 0, border: 0 }));
globalStyle(
  `${records} tbody [data-phone="title"]`,
  phone({ order: 0, minWidth: 0, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'start' }),
);
globalStyle(
  `${records} tbody [data-phone="note"]`,
  phone({ order: 1, marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: vars.font.sizeSm }),
);
globalStyle(`${records} tbody [data-phone="figure"]`, phone({ order: 3, textAlign: 'start' }));
globalStyle(`${records} tbody [data-phone="status"]`, phone({ order: 4, marginInlineStart: 'auto' }));
// A record's time of day stays in the table and its drawer; its line on a phone has the day.
globalStyle(`${records} tbody [data-time-of-day]`, phone({ display: 'none' }));

// A list's table has an asset column: its amounts leave their unit to it. A phone's record names it.
globalStyle(`${records} td [data-unit]`, {
  '@container': { [`(min-width: ${recordsBelow + 0.0625}rem)`]: { display: 'none' } },
});
