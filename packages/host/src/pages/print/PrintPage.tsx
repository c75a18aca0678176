/**
 * The print layout, /print/:book/:chapter (spec "Print"): the chapter in two
 * columns, the footer "Version : {translation}", and the print dialog opened
 * once, PRINT_DELAY_MS after the content has loaded.
 *
 * The dialog is not opened when `autoPrint` is false (tests, stories) or the
 * URL carries `?noprint=1` (to look at the layout, or to check it in a
 * browser journey without a blocking dialog).
 *
 * In the translation of the address (`traduction`, issue 41; else the one
 * remembered), whose name the footer gives (GET /api/traductions; the
 * default's from GET /api/info, as before). A list of two or three
 * (`?traduction=lsg,darby`, issue 42) prints them side by side (ParallelPrint).
 */
import { DEFAULT_TRANSLATION, getBook, href, pages, parseInput, type Heading } from '@parole/bible';
import { inTranslation, isDefaultTranslation, useApiResource, useSiteInfo } from '@parole/widgets';
import { TextSignsLegend, VerseText } from '@parole/widgets/site';
import { Fragment, useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { createGlobalStyle, styled } from 'styled-components';
import { MessagePage, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { print as printTexts } from '../../texts/print.js';
import { readHref, useRouteInput } from '../../routing/links.js';
import { urlTranslation, useSiteTranslation } from '../../routing/translation.js';
import { comparedText, readCompared } from '../reader/compared.js';
import { ParallelPrint } from './ParallelPrint.js';
import { Footer, Title, VerseNumber } from './sheet.js';
import { font, space, wide } from '../../style.js';

/** Delay between the content being shown and the print dialog (spec §9: "Print opens after 1 s"). */
export const PRINT_DELAY_MS = 1000;

const PrintGlobal = createGlobalStyle`
  @page { margin: 1.5cm; }
  @media print {
    body { background: #fff; color: #000; }
  }
`;

const Sheet = styled.article`
  max-width: 60rem;
  margin: 0 auto;
  padding: ${space('md')};
  font-family: ${font('text')};
  ${wide} {
    padding: ${space('xl')};
  }
  @media print {
    max-width: none;
    padding: 0;
    font-size: 11pt;
  }
`;

const ScreenOnly = styled.p`
  margin: 0 0 ${space('md')};
  font-family: ${font('ui')};
  @media print {
    display: none;
  }
`;


const Columns = styled.div`
  line-height: 1.5;
  text-align: justify;
  hyphens: auto;
  ${wide} {
    column-count: 2;
    column-gap: 2rem;
  }
  /* Paper is always wide enough for two columns. */
  @media print {
    column-count: 2;
    column-gap: 1.2cm;
  }
`;

const Heading = styled.h2`
  margin: ${space('md')} 0 ${space('xs')};
  font-size: 1rem;
  break-after: avoid;
  text-align: left;
`;



export function PrintPage({ autoPrint = true }: { autoPrint?: boolean }) {
  // Side by side (issue 42): `?traduction=lsg,darby` prints the translations in columns.
  const params = useParams();
  const [search] = useSearchParams();
  const compared = readCompared(urlTranslation(`?${search.toString()}`));
  const route = useRouteInput('print');
  if ('refused' in compared) {
    return (
      <MessagePage title={messages.read.notFound} linkTo={href('select')} linkLabel={messages.read.backToBooks}>
        {compared.refused}
      </MessagePage>
    );
  }
  if (compared.compareWith) {
    const parsed = parseInput(pages.print, { params, query: compared.url === undefined ? {} : { translation: compared.url } });
    if (parsed.ok) {
      const { book, chapter } = parsed.input;
      return (
        <Sheet>
          <PrintGlobal />
          <ScreenOnly>
            <Link to={readHref({ book, chapter }, comparedText(compared.url, compared.compareWith))}>{printTexts.back}</Link>
          </ScreenOnly>
          <ParallelPrint
            book={book}
            chapter={chapter}
            translations={[compared.url ?? DEFAULT_TRANSLATION, ...compared.compareWith]}
            shouldPrint={autoPrint && search.get('noprint') !== '1'}
            delay={PRINT_DELAY_MS}
          />
        </Sheet>
      );
    }
  }
  if (!route.ok) {
    return (
      <MessagePage title={messages.read.notFound} linkTo={href('select')} linkLabel={messages.read.backToBooks}>
        {route.param === 'translation' ? route.refusal.message : messages.read.notFoundHelp}
      </MessagePage>
    );
  }
  return <PrintChapter book={route.input.book} chapter={route.input.chapter} autoPrint={autoPrint} />;
}

const UNASKED = { status: 'unasked' } as const;

/** The name of the translation printed, and whether it is still being asked (the footer waits for it). */
function usePrintedName(translation: string | undefined): { name?: string; loading: boolean } {
  const other = !isDefaultTranslation(translation);
  const site = useSiteInfo();
  const { state: list } = useApiResource('translations', {}, { skip: other ? null : UNASKED });
  if (!other) return { name: site.status === 'ready' ? site.data.traduction.nom : undefined, loading: site.status === 'loading' };
  return { name: list.status === 'ready' ? list.data.traductions.find((t) => t.id === translation)?.nom : undefined, loading: list.status === 'loading' };
}

function PrintChapter({ book, chapter, autoPrint }: { book: number; chapter: number; autoPrint: boolean }) {
  const translation = useSiteTranslation();
  const { state } = useApiResource('printChapter', { book, chapter, ...inTranslation(translation) });
  const printed = usePrintedName(translation);
  const [search] = useSearchParams();
  const reference = `${getBook(book)?.name} ${chapter}`;
  // The print dialog proposes the title as the file name of a PDF.
  useDocumentTitle(reference);

  const data = state.status === 'ready' ? state.data : null;
  // Wait for the translation's name too, so the printed footer is complete.
  const ready = data !== null && !printed.loading;
  const shouldPrint = autoPrint && search.get('noprint') !== '1';

  const dialogOpened = useRef(false);
  useEffect(() => {
    if (!ready || !shouldPrint || dialogOpened.current) return;
    const timer = setTimeout(() => {
      dialogOpened.current = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, shouldPrint]);

  return (
    <Sheet>
      <PrintGlobal />
      <ScreenOnly>
        <Link to={readHref({ book, chapter }, translation)}>{printTexts.back}</Link>
      </ScreenOnly>
      <Title>{reference}</Title>
      {state.status === 'error' && <p role="alert">{printTexts.loadError}</p>}
      {data && (
        <Columns>
          {data.versets.map((v) => (
            <Fragment key={v.id}>
              {headingsBefore(data.titres, v.verset).map((t, i) => (
                <Heading key={i}>{t.texte}</Heading>
              ))}
              <VerseNumber>{v.verset}</VerseNumber>
              <VerseText html={v.texte} />{' '}
            </Fragment>
          ))}
        </Columns>
      )}
      {data && <TextSignsLegend texts={data.versets.map((v) => v.texte)} />}
      {printed.name !== undefined && <Footer>{printTexts.version(printed.name)}</Footer>}
    </Sheet>
  );
}

function headingsBefore(headings: readonly Heading[] | undefined, verse: number): Heading[] {
  return (headings ?? []).filter((t) => t.avant === verse);
}
