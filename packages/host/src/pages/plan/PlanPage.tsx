/**
 * /bible1an/:month?/:day?: the one-year plan of a date. Without a month or a
 * day it redirects to today's date (spec, "One-year plan"); 29 February in a
 * year without it leads to 28 February, which holds that day's readings
 * too; a date that is no date at all says so with a link to today. The
 * chapters opened are kept on the device per date (store field planRead) and
 * shown as "Lu". The verses are in the translation the site reads (issue 41).
 */
import { href, isValidPlanDate, type ChapterRef } from '@parole/bible';
import { Plan, chapterKey, inTranslation } from '@parole/widgets';
import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { MessagePage, useDocumentTitle } from '../../components/page.js';
import { plan as planTexts } from '../../texts/plan.js';
import { todaysPlan, useReadingLinks, useRouteInput } from '../../routing/links.js';
import { useAudioOnDevice } from '../help/KeepAudio.js';
import { useSiteTranslation } from '../../routing/translation.js';
import { planActions, useHostState, useHostStore } from '../../store/index.js';
import { space } from '../../style.js';

// No padding of its own: the widget pads itself.
const Frame = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding-bottom: ${space('lg')};
`;

/** The reading list never changes identity for a date without any chapter opened. */
const NONE: readonly string[] = [];

export function PlanPage() {
  const route = useRouteInput('plan');
  const translation = useSiteTranslation();
  const year = new Date().getFullYear();
  if (!route.ok) {
    return (
      <MessagePage title={planTexts.invalidTitle} linkTo={todaysPlan()} linkLabel={planTexts.today}>
        {route.refusal.message}
      </MessagePage>
    );
  }
  const { month, day } = route.input;
  if (month === undefined || day === undefined) return <Navigate to={todaysPlan(new Date(), translation)} replace />;
  // The table accepts every date of a leap year; only 29 February can be missing this year.
  if (!isValidPlanDate(month, day, year)) return <Navigate to={href('plan', { month: 2, day: 28, ...inTranslation(translation) })} replace />;
  return <PlanDate month={month} day={day} year={year} translation={translation} />;
}

function PlanDate({ month, day, year, translation }: { month: number; day: number; year: number; translation?: string }) {
  const navigate = useNavigate();
  const store = useHostStore();
  const read = useHostState((s) => s.planRead[`${month}-${day}`]) ?? NONE;
  // The speed chosen in the reader's settings or its player: the plan's audio plays at it too (issue 47).
  const speed = useHostState((s) => s.speed);
  // Offline, a chapter whose audio is not on the device is said so at once (issue 47).
  const offlineAudio = useAudioOnDevice();
  useDocumentTitle(planTexts.title(month, day));

  const onDateChange = useCallback(
    (m: number, d: number) => navigate(href('plan', { month: m, day: d, ...inTranslation(translation) })),
    [navigate, translation],
  );
  const links = useReadingLinks(translation);
  const onChapterOpen = useCallback(
    (ref: ChapterRef) => planActions.chapterOpened(store, month, day, chapterKey(ref)),
    [store, month, day],
  );

  return (
    <Frame>
      <Plan month={month} day={day} year={year} translation={translation} onDateChange={onDateChange} read={read} onChapterOpen={onChapterOpen} speed={speed} offlineAudio={offlineAudio} {...links} />
    </Frame>
  );
}
