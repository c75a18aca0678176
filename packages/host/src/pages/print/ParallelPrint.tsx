/**
 * The print layout of a chapter side by side (issue 42):
 * `/print/1/31?traduction=lsg,darby` prints the rows of GET /api/parallele
 * in columns on paper (a grid whose rows line up, as on a wide screen),
 * each cell with its own verse numbers, under a head naming the
 * translations, and the footer naming them all.
 */
import { getBook } from '@parole/bible';
import { useApiResource, useTranslationList } from '@parole/widgets';
import { VerseText } from '@parole/widgets/site';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { useDocumentTitle } from '../../components/page.js';
import { print as printTexts } from '../../texts/print.js';
import { color, font, space } from '../../style.js';
import { Footer, Title, VerseNumber } from './sheet.js';

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  column-gap: 1.2rem;
  line-height: 1.45;
  > * {
    padding: ${space('xs')} 0;
    border-bottom: 1px solid ${color('border')};
    break-inside: avoid;
  }
`;

const Head = styled.div`
  font-family: ${font('ui')};
  font-weight: 700;
`;


const Absent = styled.span`
  font-style: italic;
  color: ${color('textMuted')};
`;



/** The rows of a parallel chapter, in columns, then the print dialog once (`shouldPrint`) after `delay` ms. */
export function ParallelPrint({ book, chapter, translations, shouldPrint, delay }: { book: number; chapter: number; translations: readonly string[]; shouldPrint: boolean; delay: number }) {
  const { state } = useApiResource('parallel', { book, chapter, translations });
  const list = useTranslationList()?.traductions;
  const nameOf = (id: string) => list?.find((t) => t.id === id)?.nom ?? id;
  const reference = `${getBook(book)?.name} ${chapter}`;
  useDocumentTitle(reference);
  const data = state.status === 'ready' ? state.data : null;
  const ready = data !== null && list !== undefined;
  const opened = useRef(false);
  useEffect(() => {
    if (!ready || !shouldPrint || opened.current) return;
    const timer = setTimeout(() => {
      opened.current = true;
      window.print();
    }, delay);
    return () => clearTimeout(timer);
  }, [ready, shouldPrint, delay]);

  return (
    <>
      <Title>{reference}</Title>
      {state.status === 'error' && <p role="alert">{printTexts.loadError}</p>}
      {data && (
        <Grid $columns={data.traductions.length}>
          {data.traductions.map((id) => (
            <Head key={id}>{nameOf(id)}</Head>
          ))}
          {data.rangees.flatMap((row, r) =>
            row.cellules.map((cell) => (
              <div key={`${r} ${cell.traduction}`} data-traduction={cell.traduction}>
                {cell.versets.length === 0 && <Absent>{printTexts.absent}</Absent>}
                {cell.versets.map((v) => (
                  <span key={`${v.chapitre}:${v.verset}`}>
                    <VerseNumber>{v.chapitre === chapter ? v.verset : `${v.chapitre}:${v.verset}`}</VerseNumber>
                    <VerseText html={v.texte} />{' '}
                  </span>
                ))}
              </div>
            )),
          )}
        </Grid>
      )}
      {ready && <Footer>{printTexts.version(data.traductions.map(nameOf).join(', '))}</Footer>}
    </>
  );
}
