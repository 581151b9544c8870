import { contactLine, periodLabel, RESUME_HEADINGS, type ResumeDraft } from '@jobsite/domain/calls';
import type { ReactNode } from 'react';
import { cx } from '../cx.ts';
import * as styles from './ResumePreview.css.ts';

export interface ResumePreviewProps {
  draft: ResumeDraft;
  /** Without the resume builder, the preview carries the watermark. */
  watermark: boolean;
}

/** Lines of a free-text field, as the PDF writes them: blank lines dropped, "- " bullets as "• ". */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.replace(/^[-*•]\s+/, '• '));
}

function Section({
  template,
  title,
  children,
}: {
  template: ResumeDraft['template'];
  title: string;
  children: ReactNode;
}) {
  return (
    <section>
      <h3 className={styles.heading[template]}>{title}</h3>
      {children}
    </section>
  );
}

function Lines({ text }: { text: string }) {
  return lines(text).map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
    <p key={i} className={styles.line}>
      {line}
    </p>
  ));
}

/**
 * The resume as HTML in the template's look: the same content, order and headings as the PDF (one
 * column, standard headings), for the live preview.
 */
export function ResumePreview({ draft, watermark }: ResumePreviewProps) {
  const template = draft.template;
  const contact = contactLine(draft);
  return (
    <div className={cx(styles.frame, watermark && styles.watermarked)} data-template={template}>
      {watermark && (
        <p className={styles.banner} data-watermark="">
          Preview — subscribe to download
        </p>
      )}
      <div className={cx(styles.paper, styles.templates[template])}>
        <p className={styles.name}>{draft.name || 'Your name'}</p>
        {draft.headline && <p className={styles.headline}>{draft.headline}</p>}
        {contact && <p className={styles.muted}>{contact}</p>}
        {draft.summary.trim() && (
          <Section template={template} title={RESUME_HEADINGS.summary}>
            <Lines text={draft.summary} />
          </Section>
        )}
        {draft.experience.length > 0 && (
          <Section template={template} title={RESUME_HEADINGS.experience}>
            {draft.experience.map((job, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place
              <div key={i} className={styles.entry}>
                <p className={styles.entryTitle}>{[job.title, job.company].filter(Boolean).join(', ')}</p>
                <p className={styles.muted}>
                  {[job.from ? periodLabel(job.from, job.to) : '', job.location].filter(Boolean).join(' | ')}
                </p>
                <Lines text={job.description} />
              </div>
            ))}
          </Section>
        )}
        {draft.education.length > 0 && (
          <Section template={template} title={RESUME_HEADINGS.education}>
            {draft.education.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place
              <div key={i} className={styles.entry}>
                <p className={styles.entryTitle}>
                  {[entry.degree, entry.institute].filter(Boolean).join(', ')}
                </p>
                {entry.year && <p className={styles.muted}>{entry.year}</p>}
                <Lines text={entry.details} />
              </div>
            ))}
          </Section>
        )}
        {draft.skills.length > 0 && (
          <Section template={template} title={RESUME_HEADINGS.skills}>
            <p className={styles.line}>{draft.skills.join(', ')}</p>
          </Section>
        )}
        {draft.projects.length > 0 && (
          <Section template={template} title={RESUME_HEADINGS.projects}>
            {draft.projects.map((project, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place
              <div key={i} className={styles.entry}>
                <p className={styles.entryTitle}>{project.name}</p>
                {project.link && <p className={styles.muted}>{project.link}</p>}
                <Lines text={project.description} />
              </div>
            ))}
          </Section>
        )}
        {draft.certifications.length > 0 && (
          <Section template={template} title={RESUME_HEADINGS.certifications}>
            {draft.certifications.map((cert, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place
              <p key={i} className={styles.line}>
                {[cert.name, cert.issuer, cert.year].filter(Boolean).join(', ')}
              </p>
            ))}
          </Section>
        )}
      </div>
    </div>
  );
}
