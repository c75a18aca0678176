/**
 * Building blocks shared by the pages: the document title, the page frame,
 * and the page of a short message with a way out. Headings and
 * hidden text are the widgets' public pieces (PageTitle, VisuallyHidden).
 */
import { PageTitle } from '@parole/widgets/site';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { messages } from '../messages.js';
import { color, radius, space, wide } from '../style.js';

/** Sets document.title: "Jean 3 — Parole", or the site's own title for the home page. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title === null ? messages.document.home : messages.document.page(title);
  }, [title]);
}

/** The frame of a page of the site; its title (the widgets' PageTitle) stands apart from what follows. */
export const PageFrame = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${space('md')};
  ${wide} {
    padding: ${space('lg')} ${space('xl')};
  }
  & > h1:first-child {
    margin-bottom: ${space('md')};
  }
`;

/** HTML a webmaster copies (the help's snippets, the embed builder's code): monospace, wrapped anywhere rather than scrolled on a phone. */
export const CodeBlock = styled.pre`
  overflow-x: auto;
  margin: 0 0 ${space('md')};
  padding: ${space('sm')} ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('sm')};
  background: ${color('surface')};
  font-family: ui-monospace, 'Cascadia Mono', 'DejaVu Sans Mono', monospace;
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const TextLink = styled(Link)`
  color: ${color('focus')};
  font-weight: 600;
`;

/** A titled page with a short message and a way out (not found, errors). */
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
