/**
 * The login page `/login`, titled "Se connecter" (spec §2 "Login page", §4,
 * §5, §8): the user name and the password (masked), both required, a
 * Connecter button, a Retour link (back in the browser's history), and the
 * failure message above the form. The route is `guest` (routing/guard.tsx):
 * a logged-in visitor goes home.
 *
 * - Both fields are checked when Connecter is pressed, by the page itself
 *   (the form is `noValidate`), so that the messages are French, tied to
 *   their field (`aria-describedby`, `aria-invalid`) and focus goes to the
 *   first field missing; nothing is sent then.
 * - The password is masked; a checkbox shows it while the visitor asks
 *   (OWASP ASVS 2.1.12), masked again when the form is sent. Pasting and
 *   password managers work (`autocomplete` names both fields).
 * - A failure (useLogin) shows the stored `auth_error` in an alert above the
 *   form, clears the password and puts focus back in it; a success goes home
 *   (replacing /login in the history, so Back does not come back to it), or
 *   back to the page where a call found the session ended, which the page
 *   then says above the form (« Votre session a expiré… », session.ts), in a
 *   status read aloud (issue 47).
 * - The focus starts in the name field (issue 47: it was on the page's body).
 * - The error is forgotten when the visitor leaves the page, so a later visit
 *   starts clean.
 */
import { href, LOGIN_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@parole/bible';
import { PageTitle } from '@parole/widgets/site';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageFrame, TextLink, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { login as loginTexts } from '../../texts/login.js';
import { useHostState, useHostStore } from '../../store/index.js';
import { color, fieldErrorLook, radius, space, textFieldLook } from '../../style.js';
import { returnPath, sessionExpired } from '../../session.js';
import { useLogin } from './login.js';

const t = loginTexts;

/**
 * A line above the form: the failure (`error`), or why the visitor is here
 * when a call found their session ended (`notice`: information, not a failure).
 */
const Banner = styled.p<{ $tone: 'error' | 'notice' }>`
  max-width: 24rem;
  margin: 0 0 ${space('md')};
  padding: ${space('sm')} ${space('md')};
  border-left: 4px solid ${(p) => color(p.$tone === 'error' ? 'error' : 'focus')(p)};
  border-radius: ${radius('sm')};
  background: ${color('surface')};
  color: ${(p) => color(p.$tone === 'error' ? 'error' : 'text')(p)};
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${space('xs')};
  max-width: 24rem;
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
`;

const Label = styled.label`
  margin-top: ${space('xs')};
  font-weight: 600;
`;

const Input = styled.input`
  min-height: 2.75rem;
  ${textFieldLook}
`;

const Reveal = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space('sm')};
  min-height: 2.75rem;
  cursor: pointer;

  /* A target of 24 px at least (WCAG 2.5.8), the label widening it. */
  & > input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
`;

const FieldError = styled.p`
  ${fieldErrorLook}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('md')};
  margin-top: ${space('sm')};
`;

const Submit = styled.button`
  min-height: 2.75rem;
  padding: ${space('xs')} ${space('lg')};
  border: 1px solid ${color('oldTestament')};
  border-radius: ${radius('sm')};
  background: ${color('oldTestament')};
  color: ${color('onAccent')};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    border-color: ${color('text')};
    background: ${color('text')};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** What siteHistoryBefore reads of the window: the Navigation API where the browser has it. */
export type HistoryWindow = Pick<Window, 'history' | 'location'> & {
  document: Pick<Document, 'referrer'>;
  navigation?: { currentEntry: { index: number } | null };
};

/**
 * Whether the tab's history has a page of this site just before the current
 * document (loaded as a new document, so the router's own history starts
 * here). The Navigation API lists exactly the same-origin entries next to
 * the current one; without it, the referrer tells whether a page of the
 * site led here (an address typed over a page leaves none: home then).
 * @example siteHistoryBefore(window) // true after /aide, then /login typed in the address bar (Chromium)
 */
export function siteHistoryBefore(win: HistoryWindow): boolean {
  const entry = win.navigation?.currentEntry;
  if (entry) return entry.index > 0;
  try {
    return win.history.length > 1 && new URL(win.document.referrer).origin === win.location.origin;
  } catch {
    return false;
  }
}

export function LoginPage() {
  useDocumentTitle(messages.pages.login);
  const store = useHostStore();
  const error = useHostState((s) => s.auth_error);
  const { logIn, pending } = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  /** Whether Connecter was pressed: the fields' messages show from then on, following the text. */
  const [submitted, setSubmitted] = useState(false);
  /** The password shown in clear while the visitor asks (ASVS 2.1.12); masked otherwise. */
  const [reveal, setReveal] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const ids = { error: useId(), notice: useId(), name: useId(), nameError: useId(), password: useId(), passwordError: useId() };

  // The error belongs to this visit of the page.
  useEffect(() => () => store.set({ auth_error: null }), [store]);

  // Why the visitor is here, said aloud (issue 47): written into the status once the page is there,
  // since a live region is read when its text changes, not when it arrives with its text.
  const expired = sessionExpired(location.state);
  const [noticeShown, setNoticeShown] = useState(false);
  useEffect(() => setNoticeShown(expired), [expired]);
  // The page is there to log in: the focus starts in the name field, not on the page's body.
  useEffect(() => nameInput.current?.focus(), []);

  const nameMissing = submitted && name.trim() === '';
  const passwordMissing = submitted && password === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (name.trim() === '' || password === '') {
      (name.trim() === '' ? nameInput : passwordInput).current?.focus();
      return;
    }
    setReveal(false);
    const ok = await logIn(name, password);
    if (ok) {
      navigate(returnPath(location.state), { replace: true });
      return;
    }
    setPassword('');
    setSubmitted(false);
    passwordInput.current?.focus();
  };

  // Back in the browser's history, as the spec says: within the app, or to a
  // page of the site loaded before this one (an address typed over /aide);
  // a visitor with nothing of the site to go back to goes home by the link.
  const onBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (location.key !== 'default') {
      event.preventDefault();
      navigate(-1);
    } else if (siteHistoryBefore(window)) {
      event.preventDefault();
      window.history.back();
    }
  };

  return (
    <PageFrame>
      <PageTitle>{messages.pages.login}</PageTitle>
      <Banner $tone="notice" id={ids.notice} role="status">
        {noticeShown && !error ? t.expired : ''}
      </Banner>
      <Banner $tone="error" id={ids.error} role="alert">
        {error ?? ''}
      </Banner>
      <Form noValidate onSubmit={onSubmit} aria-describedby={error ? ids.error : expired ? ids.notice : undefined}>
        <Label htmlFor={ids.name}>{t.name}</Label>
        <Input
          ref={nameInput}
          id={ids.name}
          name="name"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={LOGIN_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? ids.nameError : undefined}
        />
        <FieldError id={ids.nameError}>{nameMissing ? t.nameRequired : ''}</FieldError>
        <Label htmlFor={ids.password}>{t.password}</Label>
        <Input
          ref={passwordInput}
          id={ids.password}
          name="password"
          type={reveal ? 'text' : 'password'}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={passwordMissing}
          aria-describedby={passwordMissing ? ids.passwordError : undefined}
        />
        <FieldError id={ids.passwordError}>{passwordMissing ? t.passwordRequired : ''}</FieldError>
        <Reveal>
          <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} />
          {t.showPassword}
        </Reveal>
        <Actions>
          <Submit type="submit" aria-disabled={pending}>
            {t.submit}
          </Submit>
          <TextLink to={href('home')} onClick={onBack}>
            {t.back}
          </TextLink>
        </Actions>
      </Form>
    </PageFrame>
  );
}
