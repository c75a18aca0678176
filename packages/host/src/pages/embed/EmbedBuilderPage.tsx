/**
 * /integrer (issue 25): the webmaster's embed builder. A widget (or the
 * reference tagger) and its settings; the code to copy, made by snippet.ts
 * in the README's format; and the preview, which is that very code in a
 * page of its own (an iframe of the site's origin: its scripts are the
 * site's files, and the site's nonce lets their styles in).
 */
import { BOOKS, href, readingNumbering } from '@parole/bible';
import { isDefaultTranslation, useTranslationList } from '@parole/widgets';
import { copyText, PageTitle } from '@parole/widgets/site';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CodeBlock, PageFrame, TextLink, useDocumentTitle } from '../../components/page.js';
import { useNotify } from '../../components/Snackbar.js';
import { color, controlLook, font, radius, space, textFieldLook, wide } from '../../style.js';
import { EMBED_SECTION_ID } from '../../routing/anchors.js';
import { DEFAULT_OPTIONS, previewDocument, snippetFor, type BuilderChoice, type BuilderColors, type BuilderOptions } from './snippet.js';
import { builderTexts as t } from './texts.js';

const CHOICES = Object.keys(t.choices) as BuilderChoice[];

/**
 * The colours « Vos couleurs » starts from: the example parish's bordeaux and cream (the help page's,
 * demo/church), every colour the builder sets (issue 44: the violet and cyan testaments and the lavender
 * surfaces clashed with it).
 */
const PARISH_COLORS: Required<BuilderColors> = {
  accent: '#8b1a1a',
  background: '#fbf6ea',
  text: '#2b1d14',
  surface: '#f4ecd8',
  border: '#d9c7a7',
  oldTestament: '#7a4b1e',
  newTestament: '#2f5d50',
};
/** The colours beyond accent and background, in the order of their fields. */
const MORE_COLORS = ['text', 'surface', 'border', 'oldTestament', 'newTestament'] as const;

/** The preview's widths (issue 44): a sidebar, a column of text, the whole width. */
const PREVIEW_WIDTHS = { '300': '300px', '600': '600px', full: '100%' } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

const Layout = styled.div`
  display: grid;
  gap: ${space('lg')};
  ${wide} {
    grid-template-columns: minmax(0, 20rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  /* Every control within the fieldset's width: a long option shrinks its select, never widens the box. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space('sm')};
  min-width: 0;
  margin: 0;
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  legend {
    padding: 0 ${space('xs')};
    font-family: ${font('ui')};
    font-weight: 700;
  }
  .field,
  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${space('xs')};
  }
  label:has(input[type='checkbox']) {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
  }
  select,
  input:not([type='checkbox']) {
    min-width: 0;
    min-height: 2.25rem;
    ${textFieldLook}
  }
  input[type='color'] {
    width: 4rem;
    padding: 2px;
  }
  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    margin: 2px 0 0;
  }
`;


const CopyButton = styled.button`
  ${controlLook}
  min-height: 2.25rem;
  padding: ${space('xs')} ${space('md')};
  font-weight: 600;
  cursor: pointer;
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  max-width: 100%;
  min-height: 12rem;
  border: 1px dashed ${color('border')};
  border-radius: ${radius('md')};
  background: #fff;
`;

const Heading = styled.h2`
  margin: 0 0 ${space('sm')};
  font-size: 1.2rem;
`;

const PreviewHeading = styled(Heading)`
  margin-top: ${space('lg')};
`;

/** The nonce the site's page was served with (packages/pages' page.ts): the preview inherits its policy. */
const pageNonce = () => (typeof document === 'undefined' ? undefined : (document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? undefined));

/** A labelled field: the label names the control alone (a wrapping label would add the select's value to its name). */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A field's select while its choices come from the server: its place held, nothing to choose yet. */
function LoadingSelect({ id }: { id: string }) {
  return (
    <select id={id} disabled aria-busy="true">
      <option>{t.translationsLoading}</option>
    </select>
  );
}

/** A labelled choice among `choices` (its values and their French names). */
function Choice<V extends string>({ label, value, choices, onChange }: { label: string; value: V; choices: Readonly<Record<V, string>>; onChange: (value: V) => void }) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
          {(Object.entries(choices) as Array<[V, string]>).map(([choice, name]) => (
            <option key={choice} value={choice}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled check box. */
function Check({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

const Note = styled.p`
  margin: ${space('sm')} 0 0;
  color: ${color('textMuted')};
  font-size: 0.95rem;
`;

/** The preview: the snippet in a page of its own, as tall as what it shows, as wide as chosen. */
function Preview({ html, width }: { html: string; width: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe || typeof ResizeObserver === 'undefined') return;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      observer?.disconnect();
      const root = iframe.contentDocument?.documentElement;
      if (!root) return;
      observer = new ResizeObserver(() => (iframe.style.height = `${root.scrollHeight}px`));
      observer.observe(root);
    };
    iframe.addEventListener('load', follow);
    return () => {
      iframe.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, []);
  return <Frame ref={frame} title={t.previewLabel} srcDoc={html} style={{ width }} />;
}

export function EmbedBuilderPage() {
  useDocumentTitle(t.title);
  const notify = useNotify();
  const [options, setOptions] = useState<BuilderOptions>(DEFAULT_OPTIONS);
  const [width, setWidth] = useState<PreviewWidth>('full');
  const set = (change: Partial<BuilderOptions>) => setOptions((current) => ({ ...current, ...change }));
  const site = typeof window === 'undefined' ? 'https://bible.example.org' : window.location.origin;
  const snippet = snippetFor(site, options);
  // The preview changes once the typing stops: a page per key would reload the widget per letter.
  const { choice } = options;
  const [shown, setShown] = useState({ snippet, choice });
  useEffect(() => {
    const timer = setTimeout(() => setShown({ snippet, choice }), 400);
    return () => clearTimeout(timer);
  }, [snippet, choice]);
  const html = useMemo(() => previewDocument(shown.snippet, shown, pageNonce()), [shown]);
  const ids = { settings: useId(), snippet: useId(), preview: useId() };
  const tagger = options.choice === 'tagger';
  const book = BOOKS[options.reader.book - 1]!;
  const { colors } = options;
  // The server's translations, by name (GET /api/traductions); the reader's chapters in the one chosen.
  const translations = useTranslationList()?.traductions;
  const chapters = readingNumbering(options.translation).chapterCount(book.id);
  const chooseTranslation = (id: string) => {
    const translation = isDefaultTranslation(id) ? undefined : id;
    const last = readingNumbering(translation).chapterCount(options.reader.book);
    set({ translation, compareWith: options.compareWith === id ? undefined : options.compareWith, reader: { ...options.reader, chapter: Math.min(options.reader.chapter, last) } });
  };

  return (
    <PageFrame>
      <PageTitle>{t.title}</PageTitle>
      <p>{t.intro}</p>
      <p>
        <TextLink to={`${href('help')}#${EMBED_SECTION_ID}`}>{t.helpLink}</TextLink>
      </p>
      <Layout>
        <form aria-labelledby={ids.settings} onSubmit={(event) => event.preventDefault()}>
          <Heading id={ids.settings}>{t.settings}</Heading>
          <Fieldset>
            <legend>{t.what}</legend>
            <Field label={t.choice}>
              {(id) => (
                <select id={id} value={options.choice} onChange={(event) => set({ choice: event.target.value as BuilderChoice })}>
                  {CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t.choices[choice]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {/*
             * The quiz reads Louis Segond 1910 whatever the page's translation. While the server's
             * list comes, its fields hold their place, disabled (issue 47: the form below them moved
             * down when they came, CLS 0.116 on a phone); they go only if the list cannot be had.
             */}
            {translations !== null && options.choice !== 'quiz' && (
              <Field label={t.translation}>
                {(id) =>
                  !translations ? (
                    <LoadingSelect id={id} />
                  ) : (
                  <select id={id} value={options.translation ?? translations[0]!.id} onChange={(event) => chooseTranslation(event.target.value)}>
                    {translations.map((translation) => (
                      <option key={translation.id} value={translation.id}>
                        {translation.nom}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            {options.choice === 'reader' && (
              <>
                {translations !== null && (
                  <Field label={t.compareWith}>
                    {(id) =>
                      !translations ? (
                        <LoadingSelect id={id} />
                      ) : (
                      <select id={id} value={options.compareWith ?? ''} onChange={(event) => set({ compareWith: event.target.value || undefined })}>
                        <option value="">{t.compareNone}</option>
                        {translations
                          .filter((translation) => translation.id !== (options.translation ?? translations[0]!.id))
                          .map((translation) => (
                            <option key={translation.id} value={translation.id}>
                              {translation.nom}
                            </option>
                          ))}
                      </select>
                    )}
                  </Field>
                )}
                <Field label={t.book}>
                  {(id) => (
                    <select id={id} value={book.id} onChange={(event) => set({ reader: { book: Number(event.target.value), chapter: 1 } })}>
                      {BOOKS.map((b) => (
                        <option key={b.id} value={b.id}>
                          {b.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t.chapter}>
                  {(id) => (
                    <select id={id} value={options.reader.chapter} onChange={(event) => set({ reader: { ...options.reader, chapter: Number(event.target.value) } })}>
                      {Array.from({ length: chapters }, (_, i) => (
                        <option key={i + 1} value={i + 1}>
                          {i + 1}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </>
            )}
            {options.choice === 'quiz' && (
              <Check checked={options.noTables === true} onChange={(noTables) => set({ noTables })}>
                {t.noTables}
              </Check>
            )}
            {options.choice === 'search' && (
              <Field label={t.word}>
                {(id) => <input id={id} type="text" value={options.word} maxLength={50} onChange={(event) => set({ word: event.target.value })} />}
              </Field>
            )}
            {!tagger && (
              <Check checked={options.linkToSite} onChange={(linkToSite) => set({ linkToSite })}>
                {t.linkToSite}
              </Check>
            )}
            {(tagger || options.linkToSite) && (
              <Check checked={options.newTab} onChange={(newTab) => set({ newTab })}>
                {t.newTab}
              </Check>
            )}
            {tagger ? (
              <Check checked={options.noPreview} onChange={(noPreview) => set({ noPreview })}>
                {t.noPreview}
              </Check>
            ) : (
              <Check checked={options.hideTitle} onChange={(hideTitle) => set({ hideTitle })}>
                {t.hideTitle}
              </Check>
            )}
          </Fieldset>
          <Fieldset>
            <legend>{t.look}</legend>
            <Field label={t.scheme}>
              {(id) => (
                <select id={id} value={options.scheme} onChange={(event) => set({ scheme: event.target.value as BuilderOptions['scheme'] })}>
                  {(Object.keys(t.schemes) as Array<keyof typeof t.schemes>).map((scheme) => (
                    <option key={scheme} value={scheme}>
                      {t.schemes[scheme]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Check checked={colors !== undefined} onChange={(own) => set({ colors: own ? PARISH_COLORS : undefined })}>
              {t.ownColors}
            </Check>
            {colors && (
              <>
                <Field label={t.accent}>
                  {(id) => <input id={id} type="color" value={colors.accent} onChange={(event) => set({ colors: { ...colors, accent: event.target.value } })} />}
                </Field>
                <Field label={t.background}>
                  {(id) => <input id={id} type="color" value={colors.background} onChange={(event) => set({ colors: { ...colors, background: event.target.value } })} />}
                </Field>
                {MORE_COLORS.map((role) => (
                  <Field key={role} label={t[role]}>
                    {(id) => <input id={id} type="color" value={colors[role] ?? PARISH_COLORS[role]} onChange={(event) => set({ colors: { ...colors, [role]: event.target.value } })} />}
                  </Field>
                ))}
              </>
            )}
            {/* '' is the widget's own font or corners: no attribute. */}
            {(['text', 'ui'] as const).map((kind) => (
              <Choice
                key={kind}
                label={kind === 'text' ? t.fontText : t.fontUi}
                value={options.fonts?.[kind] ?? ''}
                choices={t.fonts as Record<string, string>}
                onChange={(font) => set({ fonts: { ...options.fonts, [kind]: font || undefined } })}
              />
            ))}
            <Choice label={t.radius} value={options.radius ?? ''} choices={t.radii as Record<string, string>} onChange={(corners) => set({ radius: corners || undefined })} />
          </Fieldset>
          <Fieldset>
            <legend>{t.security}</legend>
            <Check checked={options.nonce === true} onChange={(nonce) => set({ nonce })}>
              {t.nonce}
            </Check>
            <Note>{t.nonceHelp}</Note>
          </Fieldset>
        </form>
        <div>
          <section aria-labelledby={ids.snippet}>
            <Heading id={ids.snippet}>{t.snippetTitle}</Heading>
            <CodeBlock aria-label={t.snippetLabel} tabIndex={0}>
              <code>{snippet}</code>
            </CodeBlock>
            <CopyButton type="button" onClick={() => copyText(snippet).then(() => notify(t.copied), () => notify(t.copyFailed))}>
              {t.copy}
            </CopyButton>
            {!tagger && <Note>{t.oncePerPage}</Note>}
          </section>
          <section aria-labelledby={ids.preview}>
            <PreviewHeading id={ids.preview}>{t.previewTitle}</PreviewHeading>
            <Fieldset as="div">
              <Choice label={t.width} value={width} choices={t.widths} onChange={setWidth} />
            </Fieldset>
            <Preview html={html} width={PREVIEW_WIDTHS[width]} />
          </section>
        </div>
      </Layout>
    </PageFrame>
  );
}
