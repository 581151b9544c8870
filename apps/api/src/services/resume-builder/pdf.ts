/**
 * The resume as a PDF (decision 0030), made on the server with pdfkit and the DejaVu Sans TrueType
 * fonts, embedded as subsets (`FontFile2`), so every letter is real, selectable text. Both templates
 * keep what applicant-tracking systems read well: one column, text written in reading order (name,
 * contact line, then each section under a standard heading), no tables, images, icons or text boxes.
 */
import {
  contactLine,
  periodLabel,
  RESUME_HEADINGS,
  type ResumeDraft,
  type ResumeTemplateId,
} from '@jobsite/domain/calls';
import { textPdf } from '../pdf-document.ts';

interface Look {
  margin: number;
  nameSize: number;
  bodySize: number;
  headingSize: number;
  headingCase: (text: string) => string;
  /** A rule under each heading. */
  rule: boolean;
  /** Space before a section, and between entries, in lines. */
  sectionGap: number;
  entryGap: number;
  lineGap: number;
  accent: string;
}

const LOOKS: Record<ResumeTemplateId, Look> = {
  classic: {
    margin: 56,
    nameSize: 22,
    bodySize: 10.5,
    headingSize: 13,
    headingCase: (text) => text,
    rule: true,
    sectionGap: 0.9,
    entryGap: 0.5,
    lineGap: 2,
    accent: '#1f3a5f',
  },
  compact: {
    margin: 40,
    nameSize: 17,
    bodySize: 9.5,
    headingSize: 10.5,
    headingCase: (text) => text.toUpperCase(),
    rule: false,
    sectionGap: 0.6,
    entryGap: 0.3,
    lineGap: 1,
    accent: '#000000',
  },
};

const TEXT = '#111111';
const MUTED = '#444444';

/** Lines of a free-text field: blank lines dropped, "- " or "* " bullets written as "• ". */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.replace(/^[-*•]\s+/, '• '));
}

/** The resume's PDF in a template; the draft is assumed valid (`ResumeDraft`). */
export async function resumePdf(
  draft: ResumeDraft,
  template: ResumeTemplateId = draft.template,
): Promise<Buffer> {
  const look = LOOKS[template];
  const { doc, done } = await textPdf(look.margin, {
    Title: `${draft.name} – Resume`,
    Author: draft.name,
    Subject: 'Resume',
    Creator: 'Resume builder',
  });
  const width = doc.page.width - look.margin * 2;
  const body = (text: string, color = TEXT) =>
    doc.font('Body').fontSize(look.bodySize).fillColor(color).text(text, { width, lineGap: look.lineGap });
  const strong = (text: string) =>
    doc.font('Bold').fontSize(look.bodySize).fillColor(TEXT).text(text, { width, lineGap: look.lineGap });
  const heading = (text: string) => {
    doc.moveDown(look.sectionGap);
    // Keep a heading with the first lines of its section.
    if (doc.y + look.headingSize * 4 > doc.page.height - look.margin) doc.addPage();
    doc
      .font('Bold')
      .fontSize(look.headingSize)
      .fillColor(look.accent)
      .text(look.headingCase(text), { width, characterSpacing: template === 'compact' ? 0.6 : 0 });
    if (look.rule) {
      const y = doc.y + 1;
      doc
        .lineWidth(0.75)
        .strokeColor(look.accent)
        .moveTo(look.margin, y)
        .lineTo(look.margin + width, y)
        .stroke();
      doc.y = y + 4;
    } else {
      doc.moveDown(0.15);
    }
    doc.x = look.margin;
  };
  const lines = (text: string) => {
    for (const line of paragraphs(text)) body(line);
  };

  doc.font('Bold').fontSize(look.nameSize).fillColor(TEXT).text(draft.name, { width });
  if (draft.headline) {
    doc
      .font('Body')
      .fontSize(look.bodySize + 1.5)
      .fillColor(MUTED)
      .text(draft.headline, { width });
  }
  const contact = contactLine(draft);
  if (contact) body(contact, MUTED);

  if (draft.summary) {
    heading(RESUME_HEADINGS.summary);
    lines(draft.summary);
  }
  if (draft.experience.length > 0) {
    heading(RESUME_HEADINGS.experience);
    draft.experience.forEach((job, i) => {
      if (i > 0) doc.moveDown(look.entryGap);
      strong(`${job.title}, ${job.company}`);
      body([periodLabel(job.from, job.to), job.location].filter(Boolean).join(' | '), MUTED);
      lines(job.description);
    });
  }
  if (draft.education.length > 0) {
    heading(RESUME_HEADINGS.education);
    draft.education.forEach((entry, i) => {
      if (i > 0) doc.moveDown(look.entryGap);
      strong([entry.degree, entry.institute].filter(Boolean).join(', '));
      if (entry.year) body(entry.year, MUTED);
      lines(entry.details);
    });
  }
  if (draft.skills.length > 0) {
    heading(RESUME_HEADINGS.skills);
    body(draft.skills.join(', '));
  }
  if (draft.projects.length > 0) {
    heading(RESUME_HEADINGS.projects);
    draft.projects.forEach((project, i) => {
      if (i > 0) doc.moveDown(look.entryGap);
      strong(project.name);
      if (project.link) body(project.link, MUTED);
      lines(project.description);
    });
  }
  if (draft.certifications.length > 0) {
    heading(RESUME_HEADINGS.certifications);
    for (const cert of draft.certifications) {
      body([cert.name, cert.issuer, cert.year].filter(Boolean).join(', '));
    }
  }
  doc.end();
  return done;
}
