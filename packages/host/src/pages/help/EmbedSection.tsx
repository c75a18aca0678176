/**
 * « Intégrer Parole sur votre site » (/aide#integrer, issue 31): the two lines
 * a webmaster copies, with this site's own address, the attributes, a
 * theming example shown live, the reference tagger's line, what to expect
 * of mistakes, and what is public. The full reference is the README's "Embedding a widget".
 */
import { ParoleStyleProvider, Plan, useTranslationList, type ParoleStyleOverride } from '@parole/widgets';
import { href } from '@parole/bible';
import { styled } from 'styled-components';
import { CodeBlock, TextLink } from '../../components/page.js';
import { DEFAULT_OPTIONS, snippetFor } from '../embed/snippet.js';
import { color, font, radius, space } from '../../style.js';
import { helpTexts } from './texts.js';


const Table = styled.table`
  width: 100%;
  margin: 0 0 ${space('md')};
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: ${space('xs')} ${space('sm')};
    border-bottom: 1px solid ${color('border')};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-family: ${font('ui')};
  }
  td:first-child {
    font-family: ui-monospace, 'Cascadia Mono', 'DejaVu Sans Mono', monospace;
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

const Subtitle = styled.h3`
  margin: ${space('md')} 0 ${space('sm')};
  font-family: ${font('ui')};
  font-size: 1.05rem;
`;

const Preview = styled.figure`
  margin: 0 0 ${space('md')};
  padding: ${space('sm')};
  border: 1px dashed ${color('border')};
  border-radius: ${radius('md')};
  figcaption {
    margin-bottom: ${space('sm')};
    color: ${color('textMuted')};
    font-size: 0.875rem;
  }
`;

/** The parish of the example: its cream, its dark red, its fonts (the demo parish's page, demo/church). */
const PARISH = { background: '#fbf6ea', accent: '#8b1a1a', ui: 'Verdana, sans-serif', text: 'Georgia, serif' };
const PARISH_STYLE: ParoleStyleOverride = {
  colors: { background: PARISH.background, accent: PARISH.accent },
  fonts: { ui: PARISH.ui, text: PARISH.text },
};

/** This site's address, which the snippets name (the loader and the links come from here). */
const siteAddress = () => (typeof window === 'undefined' ? 'https://bible.example.org' : window.location.origin);

/**
 * `data-traduction`: what it does, the server's translations with their ids
 * (GET /api/traductions, never written here) and an example in the first
 * one that is not the default.
 */
function TranslationPart({ site }: { site: string }) {
  const m = helpTexts.embed;
  const list = useTranslationList()?.traductions;
  const other = list?.find((t) => t.id !== list[0]!.id);
  return (
    <>
      <Subtitle>{m.translationTitle}</Subtitle>
      <p>{m.translation}</p>
      {list && (
        <ul aria-label={m.translationsLabel}>
          {list.map((t) => (
            <li key={t.id}>{m.translationItem(t.id, t.nom)}</li>
          ))}
        </ul>
      )}
      {other && (
        <CodeBlock aria-label={m.translationExampleLabel(other.nom)} tabIndex={0}>
          <code>{snippetFor(site, { ...DEFAULT_OPTIONS, choice: 'reader', translation: other.id })}</code>
        </CodeBlock>
      )}
    </>
  );
}

export function EmbedSection() {
  const m = helpTexts.embed;
  const site = siteAddress();
  const snippet = snippetFor(site, DEFAULT_OPTIONS);
  const themed = `<div data-bible-widget="plan" data-site="${site}"\n     data-color-background="${PARISH.background}" data-color-accent="${PARISH.accent}"\n     data-font-ui="${PARISH.ui}" data-font-text="${PARISH.text}"></div>`;
  return (
    <>
      <p>{m.intro}</p>
      <p>
        <TextLink to={href('embedBuilder')}>{m.builderLink}</TextLink>
      </p>
      <Subtitle>{m.snippetTitle}</Subtitle>
      <p>{m.snippet}</p>
      <CodeBlock aria-label={m.snippetLabel} tabIndex={0}>
        <code>{snippet}</code>
      </CodeBlock>
      <Subtitle>{m.attributesTitle}</Subtitle>
      <p>{m.attributesIntro}</p>
      <Table aria-label={m.attributesLabel}>
        <thead>
          <tr>
            <th scope="col">{m.attributeHeader}</th>
            <th scope="col">{m.meaningHeader}</th>
          </tr>
        </thead>
        <tbody>
          {m.attributes.map(([name, meaning]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <TranslationPart site={site} />
      <Subtitle>{m.themingTitle}</Subtitle>
      <p>{m.theming}</p>
      <CodeBlock aria-label={m.themingLabel} tabIndex={0}>
        <code>{themed}</code>
      </CodeBlock>
      <Preview aria-label={m.previewLabel}>
        <figcaption>{m.previewLabel}</figcaption>
        {/* The same widget and the same colours as the embed above, drawn by the site itself. */}
        <ParoleStyleProvider scheme="light" style={PARISH_STYLE}>
          <Plan year={2027} month={8} day={31} compact />
        </ParoleStyleProvider>
      </Preview>
      <Subtitle>{m.taggerTitle}</Subtitle>
      <p>{m.tagger}</p>
      <CodeBlock aria-label={m.taggerLabel} tabIndex={0}>
        <code>{snippetFor(site, { ...DEFAULT_OPTIONS, choice: 'tagger' })}</code>
      </CodeBlock>
      <Subtitle>{m.mistakesTitle}</Subtitle>
      <p>{m.mistakes}</p>
      <Subtitle>{m.publicTitle}</Subtitle>
      <p>{m.public}</p>
    </>
  );
}
