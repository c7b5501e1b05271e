/**
 * What axe does not see, checked the way a person looks at the page: text or an icon under 3:1
 * against what is behind it, content cut off by a box too narrow for it (or left to a sideways scroll),
 * a page wider than the window, a top bar missing or of more than one row on a phone, a page still loading,
 * a number or a date broken across lines, a list whose records are not on the first screen.
 * One page.evaluate per page, size and mode; a screenshot of each under .test-results/screenshots/ for a
 * person to look at. shell.test.ts proves each check fails on a page with that fault.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../scripts/lib/processes.ts';

export const DESKTOP = { width: 1366, height: 860 };
export const PHONE = { width: 375, height: 740 };

const SCREENSHOTS = join(repoRoot, '.test-results', 'screenshots');

/** Runs in the page: every problem found, as one line each. Self-contained, it is sent as source. */
export function problemsOnPage(options: {
  phone: boolean;
  topBar: boolean;
  records?: number;
  listFirst?: boolean;
}): string[] {
  const problems: string[] = [];
  const where = (element: Element): string => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const name = element.getAttribute('aria-label') ?? element.getAttribute('class')?.split(' ')[0] ?? '';
    return `<${element.tagName.toLowerCase()}${name ? ` ${name}` : ''}>${text ? ` "${text}"` : ''}`;
  };

  // Colours as [r, g, b, a] from the computed `rgb()`/`rgba()` strings.
  const rgba = (value: string): number[] | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const over = (top: number[], bottom: number[]): number[] => {
    const alpha = top[3]!;
    return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(1);
  };
  const luminance = (colour: number[]): number => {
    const [r, g, b] = colour.slice(0, 3).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: number[], b: number[]): number => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high! + 0.05) / (low! + 0.05);
  };

  /** The opaque colour behind an element, from the backgrounds of it and its ancestors; null over an image. */
  const backdrop = (element: Element): number[] | null => {
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const colour = rgba(style.backgroundColor);
      if (colour && colour[3]! > 0) {
        layers.push(colour);
        if (colour[3] === 1) break;
      }
    }
    let result = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };

  const hiddenFromSight = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return true;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') return true;
      if (style.clip.startsWith('rect(0') || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  // A disabled control need not meet a contrast (WCAG 1.4.3 and 1.4.11 exempt it).
  const disabled = (element: Element): boolean =>
    Boolean(element.closest('[data-disabled], [aria-disabled="true"], :disabled'));
  // The opacity the element is drawn with, its ancestors' included.
  const opacityOf = (element: Element): number => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  };

  // Text under 3:1.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const checked = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || checked.has(element) || !node.textContent?.trim()) continue;
    checked.add(element);
    if (element.closest('svg, script, style, noscript, [aria-hidden="true"] svg')) continue;
    if (hiddenFromSight(element) || disabled(element)) continue;
    const behind = backdrop(element);
    const colour = rgba(getComputedStyle(element).color);
    if (!behind || !colour) continue;
    const seen = over([colour[0]!, colour[1]!, colour[2]!, colour[3]! * opacityOf(element)], behind);
    const contrast = ratio(seen, behind);
    if (contrast < 3) problems.push(`text under 3:1 (${contrast.toFixed(2)}:1): ${where(element)}`);
  }

  // Icons under 3:1: each shape of an icon-sized drawing against the shape it sits on, or the page.
  for (const svg of document.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    if (box.width > 48 || box.height > 48 || hiddenFromSight(svg) || disabled(svg)) continue;
    const behindSvg = backdrop(svg.parentElement ?? svg);
    if (!behindSvg) continue;
    const painted: { box: DOMRect; colour: number[] }[] = [];
    for (const shape of svg.querySelectorAll<SVGGraphicsElement>(
      'path, circle, rect, polygon, polyline, line, ellipse',
    )) {
      const style = getComputedStyle(shape);
      const fill = style.fill === 'none' ? null : rgba(style.fill);
      const stroke = style.stroke === 'none' ? null : rgba(style.stroke);
      const paint = fill && fill[3]! > 0 ? fill : stroke;
      if (!paint || paint[3] === 0) continue;
      const shapeBox = shape.getBoundingClientRect();
      // A tile drawn before it (a rect around the whole shape) is what it sits on.
      const under = [...painted]
        .reverse()
        .find(
          (p) =>
            p.box.left <= shapeBox.left &&
            p.box.right >= shapeBox.right &&
            p.box.top <= shapeBox.top &&
            p.box.bottom >= shapeBox.bottom,
        );
      const behind = under ? under.colour : behindSvg;
      const colour = over([paint[0]!, paint[1]!, paint[2]!, paint[3]! * opacityOf(shape)], behind);
      const contrast = ratio(colour, behind);
      if (contrast < 3) problems.push(`icon under 3:1 (${contrast.toFixed(2)}:1): ${where(svg.parentElement ?? svg)}`);
      if (fill && shape.tagName === 'rect') painted.push({ box: shapeBox, colour });
    }
  }

  // Content cut off: a box that hides what does not fit it, or ends it with an ellipsis.
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    // A box that scrolls sideways hides its end until one scrolls: nowhere, a phone's tables included
    // (one card per row, styles/responsive-table.css.ts).
    const scrolls = /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    if (scrolls && !hiddenFromSight(element)) {
      problems.push(`scrolls sideways (${element.scrollWidth} in ${element.clientWidth}): ${where(element)}`);
    }
    const clipsX = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
    const clipsY = /hidden|clip/.test(style.overflowY);
    if (!clipsX && !clipsY) continue;
    if (hiddenFromSight(element)) continue;
    // A web address scrolls in its box, as in the browser's own address bar; its form gives it a row.
    if (element instanceof HTMLInputElement && element.type === 'url') continue;
    const cutX = clipsX && element.scrollWidth > element.clientWidth + 1;
    const cutY = clipsY && element.scrollHeight > element.clientHeight + 1;
    if (cutX || cutY) {
      problems.push(
        `cut off (${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}): ${where(element)}`,
      );
    }
  }

  // A page wider than the window.
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !hiddenFromSight(element))
      .slice(-1)[0];
    problems.push(
      `page wider than the window (${document.documentElement.scrollWidth} > ${width})${widest ? `: ${where(widest)}` : ''}`,
    );
  }

  // A number or a date broken across lines: an amount with its sign and unit, a day with its month and year.
  // Each one found in the text, measured as drawn: its boxes on more than one line.
  // A whole word only: digits inside a hash or an address are not a figure (they may wrap, in a box of their own).
  const figures = new RegExp(
    String.raw`(?<![\w.,])(?:` +
      [
        String.raw`\d{1,2}\s(?:janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.?\s\d{4}(?:,?\s\d{1,2}:\d{2})?`,
        String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s\d{1,2},\s\d{4}(?:,\s\d{1,2}:\d{2}\s?[AP]M)?`,
        String.raw`[+−-]?\$?\d[\d\u00a0\u202f.,]*\d(?:[\s\u00a0\u202f](?:[A-Z]{2,5}\b|\$US|%))?`,
      ].join('|') +
      String.raw`)(?![\w])`,
    'g',
  );
  // An amount is often several text nodes (its sign, its figures, its unit): the text of each box that lays out
  // lines is read whole, its inline descendants' included.
  const lineBoxOf = new Map<Element, Element>();
  const containerOf = (element: Element): Element => {
    let known = lineBoxOf.get(element);
    if (!known) {
      const display = getComputedStyle(element).display;
      known = display === 'inline' && element.parentElement ? containerOf(element.parentElement) : element;
      lineBoxOf.set(element, known);
    }
    return known;
  };
  const textsOf = new Map<Element, Text[]>();
  const figureWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = figureWalker.nextNode(); node; node = figureWalker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest('script, style, svg, noscript')) continue;
    const box = containerOf(element);
    const texts = textsOf.get(box) ?? [];
    texts.push(node as Text);
    textsOf.set(box, texts);
  }
  for (const [box, texts] of textsOf) {
    const whole = texts.map((text) => text.data).join('');
    if (!/\d/.test(whole) || hiddenFromSight(box)) continue;
    // Where in which text node a position of the whole text is.
    const at = (offset: number): [Text, number] => {
      let start = 0;
      for (const text of texts) {
        if (offset <= start + text.data.length) return [text, offset - start];
        start += text.data.length;
      }
      const last = texts[texts.length - 1]!;
      return [last, last.data.length];
    };
    for (const match of whole.matchAll(figures)) {
      if (match[0].length < 4) continue;
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length));
      const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      const first = boxes[0];
      if (first && boxes.some((rect) => rect.top >= first.bottom - first.height / 2)) {
        problems.push(`broken across lines: ${where(box)} "${match[0]}"`);
        break;
      }
    }
  }

  // A list's records on the first screen (the rows of a list's table, styles/responsive-table.css.ts): on a
  // phone its first record whole; on a desktop, for the lists that say so, at least `records` of them.
  const rows = [...document.querySelectorAll('main [data-table-box] tbody:not([data-empty]) tr')].filter(
    (row) => !hiddenFromSight(row),
  );
  const onScreen = rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length;
  if (options.phone && options.listFirst !== false && rows.length > 0 && onScreen === 0) {
    problems.push(`first record below the first screen (at y=${Math.round(rows[0]!.getBoundingClientRect().top)})`);
  }
  if (!options.phone && options.records !== undefined && onScreen < Math.min(options.records, rows.length)) {
    problems.push(`${onScreen} records on the first screen, fewer than ${options.records}`);
  }
  if (!options.phone && options.records !== undefined && rows.length < options.records) {
    problems.push(`${rows.length} records in all, fewer than the ${options.records} the first screen should show`);
  }

  // One row of top bar on a phone: its controls all sit on the first one. A page without one has lost
  // its way home and its menu, a fault of its own unless it is meant to fill the screen alone (`topBar`).
  if (options.phone && options.topBar) {
    const banner = [...document.querySelectorAll('header')].find((header) => !header.closest('main'));
    const controls = [...(banner?.querySelectorAll('a, button, [role="group"]') ?? [])].filter(
      (element) => !hiddenFromSight(element),
    );
    if (!banner || hiddenFromSight(banner)) problems.push('no top bar');
    const tops = controls.map((element) => element.getBoundingClientRect());
    const first = Math.min(...tops.map((box) => box.top));
    const below = controls.filter((_, index) => tops[index]!.top >= first + tops[index]!.height / 2);
    if (below.length > 0) problems.push(`top bar of more than one row: ${below.map(where).join(', ')}`);
  }
  return problems;
}

/**
 * What a person would find wrong on the page as it is now, one line each prefixed with where; and its
 * screenshot, kept under .test-results/screenshots/<size>-<mode>/.
 */
export async function whatAPersonSees(
  page: Page,
  what: {
    path: string;
    mode: string;
    phone: boolean;
    topBar?: boolean;
    loadingTimeout?: number;
    /** On a desktop: how many of the page's list records the first screen shows at least. */
    records?: number;
    /** False where the page's list follows what the page is about: its first record need not be on the first screen. */
    listFirst?: boolean;
  },
): Promise<string[]> {
  // Until what the page loads has arrived: the loading bar shows while anything is fetched. A page still
  // loading then is a fault, not a page to judge as it is.
  const timeout = what.loadingTimeout ?? 20_000;
  const problems = (await untilLoaded(page, timeout))
    ? await page.evaluate(problemsOnPage, {
        phone: what.phone,
        topBar: what.topBar ?? true,
        listFirst: what.listFirst ?? true,
        ...(what.records === undefined ? {} : { records: what.records }),
      })
    : [`still loading after ${timeout / 1000} s`];
  const size = what.phone ? 'phone' : 'desktop';
  const folder = join(SCREENSHOTS, `${size}-${what.mode}`);
  mkdirSync(folder, { recursive: true });
  const name = what.path === '/' ? 'index' : what.path.slice(1).replace(/[^\w.-]+/g, '_');
  await page.screenshot({ path: join(folder, `${name}.png`) });
  return problems.map((problem) => `${what.path} (${size}, ${what.mode}): ${problem}`);
}

/** Waits for the page's loading bar to go; false when it is still there after `timeout` ms. */
async function untilLoaded(page: Page, timeout: number): Promise<boolean> {
  return page
    .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout })
    .then(
      () => true,
      (error: Error) => {
        if (error.name === 'TimeoutError') return false;
        throw error;
      },
    );
}
