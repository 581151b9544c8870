/**
 * `/resume-builder`: the seeker's resume, filled from their profile: contact details, summary,
 * experience, education, skills, projects and certifications, a template, and a live preview of the
 * same content in the template's look. The form posts whole (it works without JavaScript: adding and
 * removing entries post too); after hydration entries are added and removed in place and the preview
 * follows every keystroke. Subscribers (the resume builder entitlement) download the PDF and make it
 * their resume; others see the preview watermarked and a link to subscribe.
 */
import { RESUME_BUILDER_LIMITS } from '@jobsite/domain/calls';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, field, requireSignedIn } from '@jobsite/shell/site';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { RadioGroup } from '@jobsite/ui/RadioGroup';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextArea } from '@jobsite/ui/TextArea';
import { TextField } from '@jobsite/ui/TextField';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router';
import {
  checkDraft,
  type Draft,
  draftFromForm,
  editDraft,
  type FieldError,
  fieldId,
  fieldName,
  type Intent,
  LIST_SECTION_KEYS,
  LIST_SECTIONS,
  type ListSection,
  readIntent,
  SINGLE_FIELDS,
  splitSkills,
} from '../draft-form.ts';
import { ResumePreview } from '../ResumePreview/index.ts';
import * as styles from './builder.css.ts';

/** Where non-subscribers buy the resume builder (a page of the subscribe feature). */
const SUBSCRIBE_PATH = '/subscribe/resume-builder';
/** The resource route that answers the PDF. */
const PDF_PATH = '/resume-builder/pdf';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const answer = await site.api.resumeBuilder.resumeDraft();
  return { site: site.name, ...answer };
}

type ActionResult =
  | { draft: Draft; errors: FieldError[]; error?: string; message?: string; used?: boolean; focus?: string }
  | undefined;

/** Focus after adding or removing an entry: the new entry's first field, else the section's add button. */
function focusAfter(draft: Draft, intent: Intent): string | undefined {
  if (intent.kind === 'add') {
    const first = LIST_SECTIONS[intent.section].fields[0].key;
    return fieldId([intent.section, draft[intent.section].length - 1, first]);
  }
  if (intent.kind === 'remove') return `rb-${intent.section}-add`;
  return undefined;
}

/** `POST /resume-builder`: save; download or use (after saving); or add or remove an entry. */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = requireSignedIn(context, request);
  const form = await request.formData();
  const intent = readIntent(field(form, 'intent'));
  const posted = draftFromForm(form);
  if (intent.kind === 'add' || intent.kind === 'remove') {
    const draft = editDraft(posted, intent);
    const focus = focusAfter(draft, intent);
    return { draft, errors: [], ...(focus ? { focus } : {}) } satisfies ActionResult;
  }
  const checked = checkDraft(posted);
  if (!checked.ok) return { draft: posted, errors: checked.errors } satisfies ActionResult;
  const api = site.api.resumeBuilder;
  try {
    await api.saveResumeDraft(checked.draft);
    if (intent.kind === 'download') {
      throw redirect(`${PDF_PATH}?template=${checked.draft.template}`);
    }
    if (intent.kind === 'use') {
      const answer = await api.adoptBuiltResume({ template: checked.draft.template });
      return { draft: checked.draft, errors: [], message: answer.message, used: true } satisfies ActionResult;
    }
    return {
      draft: checked.draft,
      errors: [],
      message: 'Your resume draft has been saved',
    } satisfies ActionResult;
  } catch (error) {
    if (error instanceof Response) throw error;
    return { draft: checked.draft, errors: [], error: errorText(error) } satisfies ActionResult;
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Resume builder', loaderData?.site);

function ErrorSummary({ errors }: { errors: FieldError[] }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} className={styles.summary} tabIndex={-1} aria-labelledby="rb-errors-title">
      <Heading level={2} size={4} id="rb-errors-title">
        There is a problem
      </Heading>
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              className={styles.summaryLink}
              href={`#${error.id}`}
              onClick={(event) => {
                // Move focus to the field itself, not only the page to it.
                const target = document.getElementById(error.id);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const inputType = (kind: string) =>
  kind === 'month'
    ? 'month'
    : kind === 'email'
      ? 'email'
      : kind === 'tel'
        ? 'tel'
        : kind === 'url'
          ? 'url'
          : 'text';

const hintOf = (kind: string) =>
  kind === 'month'
    ? 'As YYYY-MM, for example 2021-04'
    : kind === 'year'
      ? 'Four digits, for example 2019'
      : undefined;

export default function ResumeBuilderPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult;
  // A posted form comes back as it was sent (with its problems); otherwise the saved or prefilled draft.
  const [draft, setDraft] = useState<Draft>(result?.draft ?? data.draft);
  const [skillsText, setSkillsText] = useState(draft.skills.join('\n'));
  const [focusId, setFocusId] = useState<string | undefined>(result?.focus);
  const errors = result?.errors ?? [];
  const errorOf = (id: string) => errors.find((e) => e.id === id)?.message;
  const canExport = data.canExport;

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(undefined);
  }, [focusId]);

  const set = (path: readonly (string | number)[], value: string) => {
    setDraft((current) => {
      const [section, index, key] = path;
      if (typeof index === 'number' && typeof key === 'string') {
        const list = current[section as ListSection] as Record<string, string>[];
        return {
          ...current,
          [section as string]: list.map((e, i) => (i === index ? { ...e, [key]: value } : e)),
        };
      }
      return { ...current, [section as string]: value };
    });
  };

  /** After hydration, adding and removing entries happens in place; without JavaScript it posts. */
  const edit = (intent: Intent) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const next = editDraft(draft, intent);
    setDraft(next);
    setFocusId(focusAfter(next, intent));
  };
  const listFieldset = (section: ListSection) => (
    <ListFieldset key={section} section={section} draft={draft} errorOf={errorOf} set={set} edit={edit} />
  );
  /** A section of the form that is one text area (the summary, the skills). */
  const textFieldset = (
    name: 'summary' | 'skills',
    legend: string,
    area: { label: string; hint: string; value: string; onChange: (value: string) => void },
  ) => (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <TextArea
        id={fieldId([name])}
        name={name}
        label={area.label}
        hint={area.hint}
        rows={4}
        value={area.value}
        error={errorOf(fieldId([name]))}
        onChange={(e) => area.onChange(e.target.value)}
      />
    </fieldset>
  );

  return (
    <Stack space="xl">
      <PageTitle
        title="Resume builder"
        intro={
          <>
            Your resume starts from your profile. Edit any part, choose a template and see it change as you
            type. Both templates are one column with standard headings, so applicant-tracking systems read
            them well.
          </>
        }
      />
      <div aria-live="polite">
        {result?.error && (
          <Text tone="critical" role="alert">
            {result.error}
          </Text>
        )}
        {result?.message && (
          <Text tone="positive" role="status">
            {result.message}
            {result.used && (
              <>
                {' '}
                <RouterLink href="/profile">See your profile</RouterLink>
              </>
            )}
          </Text>
        )}
      </div>
      {errors.length > 0 && <ErrorSummary errors={errors} />}
      <div className={styles.layout}>
        <Form method="post" reloadDocument noValidate className={styles.form} aria-label="Your resume">
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="save">
              Save
            </Button>
            {canExport ? (
              <>
                <Button type="submit" name="intent" value="download" variant="secondary">
                  Download PDF
                </Button>
                <Button type="submit" name="intent" value="use" variant="secondary">
                  Use as my resume
                </Button>
              </>
            ) : (
              <ButtonLink href={SUBSCRIBE_PATH} as={RouterLink} variant="accent">
                Subscribe to download your resume
              </ButtonLink>
            )}
          </div>
          {!canExport && (
            <Text size="sm" tone="muted">
              You can build and save your resume for free. Downloading the PDF and using it as your resume
              come with the resume builder plan.
            </Text>
          )}

          <RadioGroup
            legend="Template"
            name="template"
            direction="row"
            value={draft.template}
            onChange={(value) => set(['template'], value)}
            options={data.templates.map((t) => ({ value: t.id, label: `${t.name}: ${t.description}` }))}
          />

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Contact details</legend>
            {SINGLE_FIELDS.map((f) => (
              <TextField
                key={f.key}
                id={fieldId([f.key])}
                name={fieldName([f.key])}
                label={f.label}
                type={inputType(f.kind)}
                autoComplete={f.autoComplete}
                required={f.required}
                value={draft[f.key]}
                error={errorOf(fieldId([f.key]))}
                onChange={(e) => set([f.key], e.target.value)}
              />
            ))}
          </fieldset>

          {textFieldset('summary', 'Summary', {
            label: 'A few lines about you',
            hint: 'What you do, your strengths and what you are looking for.',
            value: draft.summary,
            onChange: (value) => set(['summary'], value),
          })}

          {LIST_SECTION_KEYS.filter((s) => s !== 'projects' && s !== 'certifications').map(listFieldset)}

          {textFieldset('skills', 'Skills', {
            label: 'Your skills',
            hint: `One a line, or separated by commas; at most ${RESUME_BUILDER_LIMITS.skills}.`,
            value: skillsText,
            onChange: (value) => {
              setSkillsText(value);
              setDraft((current) => ({ ...current, skills: splitSkills(value) }));
            },
          })}

          {(['projects', 'certifications'] as const).map(listFieldset)}

          <div className={styles.actions}>
            <Button type="submit" name="intent" value="save">
              Save
            </Button>
          </div>
        </Form>

        <section className={styles.preview} aria-labelledby="rb-preview-heading">
          <Heading level={2} size={3} id="rb-preview-heading">
            Preview
          </Heading>
          <ResumePreview draft={draft} watermark={!canExport} />
          {!canExport && (
            <Text size="sm">
              <RouterLink href={SUBSCRIBE_PATH}>Subscribe to the resume builder</RouterLink> to download this
              resume as a PDF and use it when you apply.
            </Text>
          )}
        </section>
      </div>
    </Stack>
  );
}

function ListFieldset({
  section,
  draft,
  errorOf,
  set,
  edit,
}: {
  section: ListSection;
  draft: Draft;
  errorOf: (id: string) => string | undefined;
  set: (path: readonly (string | number)[], value: string) => void;
  edit: (intent: Intent) => (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const meta = LIST_SECTIONS[section];
  const entries = draft[section] as Record<string, string>[];
  const full = entries.length >= RESUME_BUILDER_LIMITS[section];
  const addId = `rb-${section}-add`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{meta.title}</legend>
      {entries.length === 0 && <Text tone="muted">Nothing here yet.</Text>}
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place, by position
        <fieldset key={index} className={styles.entry}>
          <legend className={styles.entryLegend}>
            {meta.entry} {index + 1}
          </legend>
          {meta.fields.map((f) => {
            const path = [section, index, f.key] as const;
            const id = fieldId(path);
            const hint = hintOf(f.kind);
            const common = {
              id,
              name: fieldName(path),
              label: f.label,
              required: f.required,
              value: entry[f.key] ?? '',
              error: errorOf(id),
              ...(hint ? { hint } : {}),
            };
            return f.kind === 'long' ? (
              <TextArea key={f.key} {...common} rows={3} onChange={(e) => set(path, e.target.value)} />
            ) : (
              <TextField
                key={f.key}
                {...common}
                type={inputType(f.kind)}
                {...(f.kind === 'month' ? { placeholder: 'YYYY-MM' } : {})}
                {...(f.kind === 'year' ? { inputMode: 'numeric' as const } : {})}
                onChange={(e) => set(path, e.target.value)}
              />
            );
          })}
          <div className={styles.actions}>
            <Button
              type="submit"
              name="intent"
              value={`remove:${section}:${index}`}
              variant="ghost"
              size="sm"
              onClick={edit({ kind: 'remove', section, index })}
            >
              Remove {meta.entry.toLowerCase()} {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button
          id={addId}
          type="submit"
          name="intent"
          value={`add:${section}`}
          variant="secondary"
          size="sm"
          disabled={full}
          aria-describedby={errorOf(addId) ? `${addId}-error` : undefined}
          onClick={edit({ kind: 'add', section })}
        >
          Add {meta.entry.toLowerCase()}
        </Button>
        {errorOf(addId) && (
          <Text as="span" size="sm" tone="critical" id={`${addId}-error`}>
            {errorOf(addId)}
          </Text>
        )}
        {full && (
          <Text as="span" size="sm" tone="muted">
            At most {RESUME_BUILDER_LIMITS[section]}.
          </Text>
        )}
      </div>
    </fieldset>
  );
}
