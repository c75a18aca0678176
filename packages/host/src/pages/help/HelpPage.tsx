/**
 * /aide, labelled INFOS: a list of sections with a table of contents. Later
 * issues add their own sections as entries of HELP_SECTIONS.
 */
import { useSiteInfo } from '@parole/widgets';
import { PageTitle } from '@parole/widgets/site';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { href } from '@parole/bible';
import { PageFrame, TextLink, useDocumentTitle } from '../../components/page.js';
import { helpTexts } from './texts.js';
import { OfflineSection } from './OfflineSection.js';
import { EmbedSection } from './EmbedSection.js';
import { EMBED_SECTION_ID } from '../../routing/anchors.js';
import { useSiteTranslation } from '../../routing/translation.js';
import { offline as offlineTexts } from '../../texts/offline.js';
import { color, font, space } from '../../style.js';

export interface HelpSection {
  /** Anchor of the section: /aide#lecture. */
  id: string;
  title: string;
  Content: () => ReactNode;
}

const Paragraphs = ({ items }: { items: readonly string[] }) => (
  <>
    {items.map((text) => (
      <p key={text}>{text}</p>
    ))}
  </>
);

/** The themes' section, its first words a link to the themes' page. */
function ThemesContent() {
  const { intro, paragraphs } = helpTexts.themes;
  return (
    <>
      <p>
        {intro.before}
        <TextLink to={href('themes')}>{intro.link}</TextLink>
        {intro.after}
      </p>
      <Paragraphs items={paragraphs} />
    </>
  );
}

function CopyrightContent() {
  const site = useSiteInfo();
  const m = helpTexts.copyright;
  return (
    <>
      {site.status === 'ready' && <p>{m.translation(site.data.traduction.nom, site.data.traduction.copyright)}</p>}
      {site.status === 'error' && <p>{m.translationUnknown}</p>}
      {/* The licence of the cross references asks for their credit (CC BY): the API's words and link, when it has them. */}
      {site.status === 'ready' && site.data.references && (
        <p>
          {m.references}
          <a href={site.data.references.lien}>{site.data.references.texte}</a>
        </p>
      )}
      <p>{m.licence}</p>
    </>
  );
}


/** « Lire hors ligne » for the translation the site reads: its audio is the one kept (issue 41). */
function OfflineSectionOfSite() {
  const translation = useSiteTranslation();
  return <OfflineSection translation={translation} />;
}

export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    id: 'lecture',
    title: helpTexts.reading.title,
    Content: () => <Paragraphs items={helpTexts.reading.paragraphs} />,
  },
  {
    id: 'recherche',
    title: helpTexts.search.title,
    Content: () => <Paragraphs items={helpTexts.search.paragraphs} />,
  },
  {
    id: 'gestes',
    title: helpTexts.gestures.title,
    Content: () => <Paragraphs items={helpTexts.gestures.paragraphs} />,
  },
  {
    id: 'plan',
    title: helpTexts.plan.title,
    Content: () => <Paragraphs items={helpTexts.plan.paragraphs} />,
  },
  {
    id: 'themes',
    title: helpTexts.themes.title,
    Content: ThemesContent,
  },
  {
    id: 'jeu',
    title: helpTexts.game.title,
    Content: () => <Paragraphs items={helpTexts.game.paragraphs} />,
  },
  {
    id: 'nuage',
    title: helpTexts.wordCloud.title,
    Content: () => <Paragraphs items={helpTexts.wordCloud.paragraphs} />,
  },
  // Downloading the Bible for offline reading (docs/decisions/offline.md).
  { id: 'hors-ligne', title: offlineTexts.title, Content: OfflineSectionOfSite },
  // The widgets on a church's site (issue 31; README, "Embedding a widget"), linked from the embed builder (/integrer).
  { id: EMBED_SECTION_ID, title: helpTexts.embed.title, Content: EmbedSection },
  { id: 'droits', title: helpTexts.copyright.title, Content: CopyrightContent },
];

const Toc = styled.nav`
  margin-bottom: ${space('lg')};
  ol {
    margin: 0;
    padding-left: ${space('lg')};
  }
  a {
    color: ${color('focus')};
  }
`;

const Section = styled.section`
  max-width: 48rem;
  margin-bottom: ${space('xl')};
  h2 {
    margin: 0 0 ${space('sm')};
    color: ${color('oldTestament')};
    font-family: ${font('ui')};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${space('sm')};
  }
`;

export function HelpPage({ sections = HELP_SECTIONS }: { sections?: readonly HelpSection[] }) {
  useDocumentTitle(helpTexts.title);
  // A link to a section (/aide#integrer from the embed builder) reaches a page loaded after the
  // navigation: the browser found no anchor to scroll to then, so the page does it.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <PageFrame>
      <PageTitle>{helpTexts.title}</PageTitle>
      <Toc aria-label={helpTexts.tocLabel}>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </Toc>
      {sections.map(({ id, title, Content }) => (
        <Section key={id} id={id} aria-labelledby={`${id}-titre`}>
          <h2 id={`${id}-titre`}>{title}</h2>
          <Content />
        </Section>
      ))}
    </PageFrame>
  );
}
