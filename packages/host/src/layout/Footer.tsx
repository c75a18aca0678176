/**
 * The footer (spec §1 and "Layout"): the translation's copyright line and the
 * contact address, both from GET /api/info (nothing hard-coded: the
 * translation is configuration), the product mark with the current year, and
 * the V2 badge, and the way to the widgets for other sites (« Intégrer
 * Parole sur votre site »: the embed builder, /integrer, which links to the
 * help's section /aide#integrer). While /api/info is loading or has failed,
 * its parts are simply absent. In another translation than the default
 * (the page's, else the one remembered: issue 41), the copyright line is
 * that translation's, from GET /api/traductions.
 */
import { href } from '@parole/bible';
import { isDefaultTranslation, useSiteInfo, useTranslationItem } from '@parole/widgets';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { messages } from '../messages.js';
import { useSiteTranslation } from '../routing/translation.js';
import { color, radius, space } from '../style.js';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space('xs')} ${space('lg')};
  padding: ${space('lg')} ${space('md')};
  border-top: 1px solid ${color('border')};
  color: ${color('textMuted')};
  background: ${color('surface')};
  font-size: 0.875rem;
  text-align: center;
  p {
    margin: 0;
  }
  a {
    color: inherit;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${space('sm')};
  padding: 0 ${space('sm')};
  border-radius: ${radius('pill')};
  color: ${color('onAccent')};
  background: ${color('newTestament')};
  font-size: 0.75rem;
  font-weight: 700;
`;

/** The room of a line of /api/info while it loads, so the footer does not grow when it arrives. */
const Pending = styled.p`
  width: 15em;
  height: 1.5em;
`;

export function Footer() {
  const site = useSiteInfo();
  const info = site.status === 'ready' ? site.data : null;
  const pending = site.status === 'loading' && <Pending aria-hidden="true" />;
  const translation = useSiteTranslation();
  const other = !isDefaultTranslation(translation);
  const read = useTranslationItem(other ? translation! : null);
  // The line of the translation read; the default's while another's is unknown (its list loading or failed, or an id the server lacks).
  const copyright = (other ? read?.copyright : undefined) ?? info?.traduction.copyright;
  // Read at render: the year is the visitor's current one, never a build-time constant.
  const year = new Date().getFullYear();
  return (
    <Bar>
      {copyright !== undefined ? <p>{copyright}</p> : pending}
      <p>
        {messages.footer.mark(year)}
        <Badge title={messages.footer.badgeLabel}>{messages.footer.badge}</Badge>
      </p>
      {pending}
      <p>
        <Link to={href('embedBuilder')}>{messages.footer.embed}</Link>
      </p>
      {info && info.contact !== '' && (
        <p>
          {messages.footer.contact} <a href={`mailto:${info.contact}`}>{info.contact}</a>
        </p>
      )}
    </Bar>
  );
}
