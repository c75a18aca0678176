/**
 * /bible1an/:m?/:d?: the one-year plan of a date. Without a month or a day it
 * redirects to today's date (spec, "One-year plan"); a date that is not one
 * of this year says so with a link to today. The chapters opened are kept on
 * the device per date (store field planRead) and shown as "Lu".
 */
import { isValidPlanDate, type ChapterRef } from '@parole/bible';
import { Plan, chapterKey } from '@parole/widgets';
import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MessagePage, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { paths } from '../../routing/paths.js';
import { planActions, useHostState, useHostStore } from '../../store/index.js';
import { space } from '../../style.js';

// No padding of its own: the widget pads itself.
const Frame = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding-bottom: ${space('lg')};
`;

/** A month or day written the canonical way (no sign, no leading zero). */
const NUMBER = /^[1-9]\d?$/;

/** The reading list never changes identity for a date without any chapter opened. */
const NONE: readonly string[] = [];

export function PlanPage() {
  const { m, d } = useParams();
  const year = new Date().getFullYear();
  if (m === undefined || d === undefined) return <Navigate to={paths.plan()} replace />;
  const month = NUMBER.test(m) ? Number(m) : NaN;
  const day = NUMBER.test(d) ? Number(d) : NaN;
  if (!isValidPlanDate(month, day, year)) {
    return (
      <MessagePage title={messages.plan.invalidTitle} linkTo={paths.plan()} linkLabel={messages.plan.today}>
        {messages.plan.invalidDate(year)}
      </MessagePage>
    );
  }
  return <PlanDate month={month} day={day} year={year} />;
}

function PlanDate({ month, day, year }: { month: number; day: number; year: number }) {
  const navigate = useNavigate();
  const store = useHostStore();
  const read = useHostState((s) => s.planRead[`${month}-${day}`]) ?? NONE;
  useDocumentTitle(messages.plan.title(month, day));

  const onDateChange = useCallback((m: number, d: number) => navigate(paths.planDay(m, d)), [navigate]);
  const onOpen = useCallback((ref: ChapterRef) => navigate(paths.read(ref)), [navigate]);
  const onChapterOpen = useCallback(
    (ref: ChapterRef) => planActions.chapterOpened(store, month, day, chapterKey(ref)),
    [store, month, day],
  );

  return (
    <Frame>
      <Plan
        month={month}
        day={day}
        year={year}
        onDateChange={onDateChange}
        hrefFor={paths.read}
        onOpen={onOpen}
        read={read}
        onChapterOpen={onChapterOpen}
      />
    </Frame>
  );
}
