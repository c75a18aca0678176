/**
 * The Theme docs page's tables, drawn from the style itself (defaultStyle,
 * darkColors) so that the page cannot drift from the code. Not a widget;
 * docs only.
 */
import { TYPE_SCALE, TITLE_LEVELS, type TitleLevel } from '@parole/bible';
import { darkColors, defaultStyle, type ParoleStyle } from '@parole/widgets';

/** What each colour role paints, and its data attribute. */
const COLOR_ROLES: Record<keyof ParoleStyle['colors'], string> = {
  oldTestament: 'Old Testament: its books, chapter numbers, verse numbers and buttons',
  newTestament: 'New Testament: the same for the New',
  accent: 'The interface’s accent: links, the current choice (a pressed button, an open panel), the main action (search, ask, play)',
  onAccent: 'Text on a testament or accent background (the current chapter, the main buttons)',
  text: 'Text',
  textMuted: 'Secondary text: counts, dates, notes',
  background: 'The widget’s background',
  surface: 'Cards, panels and hovered controls',
  border: 'Borders and separators',
  focus: 'The keyboard focus ring',
  selection: 'Background of a selected verse',
  wordsOfJesus: 'The words of Jesus (when shown in colour)',
  divineName: 'The divine names (when highlighted)',
  mark: 'Background of the words a search found',
  backdrop: 'Behind a dialog',
  shadow: 'Shadow under dialogs, panels, notices and hovered cards',
  error: 'Errors and wrong answers',
  success: 'Right answers',
  skeleton: 'Loading placeholders',
};

/** `oldTestament` → `old-testament`, as in `data-color-old-testament`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function Swatch({ value }: { value: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span aria-hidden="true" style={{ width: 18, height: 18, borderRadius: 4, border: '1px solid #888', background: value }} />
      <code>{value}</code>
    </span>
  );
}

/** Every colour role: what it paints, its light and dark values, its data attribute. */
export function ColorTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Role (React: <code>colors.…</code>)</th>
          <th>What it paints</th>
          <th>Light</th>
          <th>Dark</th>
          <th>Data attribute</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(COLOR_ROLES) as Array<keyof ParoleStyle['colors']>).map((role) => (
          <tr key={role}>
            <td>
              <code>{role}</code>
            </td>
            <td>{COLOR_ROLES[role]}</td>
            <td>
              <Swatch value={defaultStyle.colors[role]} />
            </td>
            <td>
              <Swatch value={darkColors[role]} />
            </td>
            <td>
              <code>data-color-{kebab(role)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Fonts, spacing and radii: their React path and default values. */
export function ShapeTable() {
  const rows: Array<[string, string, string]> = [
    ['fonts.text', defaultStyle.fonts.text, 'The Bible text'],
    ['fonts.ui', defaultStyle.fonts.ui, 'Controls, labels, numbers'],
    ...(Object.entries(defaultStyle.space) as Array<[string, string]>).map(([k, v]): [string, string, string] => [`space.${k}`, v, 'Spacing step']),
    ...(Object.entries(defaultStyle.radii) as Array<[string, string]>).map(([k, v]): [string, string, string] => [`radii.${k}`, v, k === 'pill' ? 'Chips and badges' : k === 'sm' ? 'Controls' : 'Cards, panels, dialogs']),
    ['breakpoints.mobile', `${defaultStyle.breakpoints.mobile}px`, 'Below this width, the compact (phone) layout'],
  ];
  return (
    <table>
      <thead>
        <tr>
          <th>React</th>
          <th>Default</th>
          <th>Used for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([path, value, use]) => (
          <tr key={path}>
            <td>
              <code>{path}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What each title level is used for, and an example of it in the widgets. */
const TITLE_USES: Record<TitleLevel, [string, string]> = {
  page: ['A widget’s own title', 'Jean 3, « Plan de lecture »'],
  section: ['A part of a widget, or a widget set inside a page (the AI helper, the bookmarks, a dialog)', '« Assistant IA », « Favoris »'],
  subsection: ['A group inside a part', '« Ancien Testament », « Filtres »'],
};

/** The type scale (TYPE_SCALE): each level drawn at its size, with its size, weight and line height. */
export function TypeScaleTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Level</th>
          <th>Size</th>
          <th>Weight</th>
          <th>Used for</th>
        </tr>
      </thead>
      <tbody>
        {TITLE_LEVELS.map((level) => {
          const { size, weight, lineHeight } = TYPE_SCALE[level];
          const [use, example] = TITLE_USES[level];
          return (
            <tr key={level}>
              <td>
                <span style={{ fontSize: size, fontWeight: weight, lineHeight }}>{example}</span>
                <br />
                <code>{level}</code>
              </td>
              <td>
                <code>{size}</code> ({parseFloat(size) * 16} px)
              </td>
              <td>
                <code>{weight}</code>
              </td>
              <td>{use}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every colour role, for a test that the docs name them all. */
export const DOCUMENTED_ROLES = Object.keys(COLOR_ROLES);
