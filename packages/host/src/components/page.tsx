/**
 * Building blocks shared by the pages: the document title, the page frame
 * and its heading, and the honest page of a feature that is not built yet.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { messages } from '../messages.js';
import { color, font, space, wide } from '../style.js';

/** Sets document.title: "Jean 3 — Parole", or the site's own title for the home page. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title === null ? messages.document.home : messages.document.page(title);
  }, [title]);
}

export const PageFrame = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${space('md')};
  ${wide} {
    padding: ${space('lg')} ${space('xl')};
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${space('md')};
  font-family: ${font('ui')};
  font-size: 1.75rem;
  line-height: 1.2;
`;

/** Text kept for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const TextLink = styled(Link)`
  color: ${color('focus')};
  font-weight: 600;
`;

/** A titled page with a short message and a way out (not found, coming soon, errors). */
export function MessagePage({
  title,
  children,
  linkTo,
  linkLabel,
}: {
  title: string;
  children: ReactNode;
  linkTo: string;
  linkLabel: string;
}) {
  useDocumentTitle(title);
  return (
    <PageFrame>
      <PageTitle>{title}</PageTitle>
      <p>{children}</p>
      <p>
        <TextLink to={linkTo}>{linkLabel}</TextLink>
      </p>
    </PageFrame>
  );
}

/**
 * A route whose feature comes with a later issue: it says so plainly rather
 * than showing controls that do nothing.
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <MessagePage title={title} linkTo="/" linkLabel={messages.comingSoon.backHome}>
      {messages.comingSoon.body}
    </MessagePage>
  );
}
