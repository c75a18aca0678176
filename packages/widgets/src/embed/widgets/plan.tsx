/** The plan embed: `<div data-bible-widget="plan" data-date="2026-03-15">`, today by default. */
import { dayParam, isValidPlanDate, monthParam } from '@parole/bible';
import { messages } from '../../messages.js';
import { Plan } from '../../plan/Plan.js';
import { EmbedMessage } from '../EmbedMessage.js';
import { attribute, readingLinks, type EmbedRenderer } from './shared.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The plan's date from data-date (YYYY-MM-DD), else data-mois and data-jour,
 * else today (the visitor's date); null when invalid.
 */
export function planDate(data: DOMStringMap, now = new Date()): { year: number; month: number; day: number } | null {
  const date = data.date?.trim();
  if (date) {
    const match = ISO_DATE.exec(date);
    if (!match) return null;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return isValidPlanDate(month, day, year) ? { year, month, day } : null;
  }
  const year = now.getFullYear();
  const month = attribute(monthParam, data.mois, now.getMonth() + 1);
  const day = attribute(dayParam, data.jour, now.getDate());
  if (month === null || day === null || !isValidPlanDate(month, day, year)) return null;
  return { year, month, day };
}

const plan: EmbedRenderer = ({ data, site, translation }) => {
  // Navigation changes the date inside the embed (no onDateChange); chapter links
  // lead to the full site with data-site, and the text unfolds in place.
  const date = planDate(data);
  if (!date) return <EmbedMessage>{messages.embed.invalidDate}</EmbedMessage>;
  return <Plan year={date.year} month={date.month} day={date.day} translation={translation} hrefFor={readingLinks(site, translation)} />;
};
export default plan;
