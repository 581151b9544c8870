/**
 * A course's brochure as a PDF (`textPdf`, as the resume is): real text in reading order, so it is
 * searchable and reads well aloud.
 */
import type { CourseDetail } from '@jobsite/domain/answers';
import { textPdf } from '../pdf-document.ts';

const MARGIN = 56;
const ACCENT = '#1f3a5f';
const TEXT = '#111111';
const MUTED = '#444444';
const MODES = { online: 'Online', offline: 'On campus', hybrid: 'Hybrid (online and on campus)' } as const;

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The brochure's file name: `{category-slug}-course-{id}-brochure.pdf`. */
export const brochureFileName = (course: Pick<CourseDetail, 'id' | 'category'>) =>
  `${course.category.slug}-course-${course.id}-brochure.pdf`;

/** The course's brochure: name, institute, facts, fee plan, dates, syllabus, outcomes, eligibility. */
export async function brochurePdf(course: CourseDetail): Promise<Buffer> {
  const { doc, done } = await textPdf(MARGIN, {
    Title: `${course.name} – Brochure`,
    Author: course.institute.name,
    Subject: 'Course brochure',
    Creator: 'Learning',
  });
  const width = doc.page.width - MARGIN * 2;
  const body = (text: string, color = TEXT) =>
    doc.font('Body').fontSize(10.5).fillColor(color).text(text, { width, lineGap: 2 });
  const heading = (text: string) => {
    doc.moveDown(0.9);
    if (doc.y + 13 * 4 > doc.page.height - MARGIN) doc.addPage();
    doc.font('Bold').fontSize(13).fillColor(ACCENT).text(text, { width });
    const y = doc.y + 1;
    doc
      .lineWidth(0.75)
      .strokeColor(ACCENT)
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .stroke();
    doc.moveDown(0.4);
  };
  const fact = (label: string, value: string) => {
    doc.font('Bold').fontSize(10.5).fillColor(TEXT).text(`${label}: `, { width, continued: true });
    doc.font('Body').text(value, { width, lineGap: 2 });
  };

  doc.font('Bold').fontSize(22).fillColor(ACCENT).text(course.name, { width });
  doc.moveDown(0.2);
  const place = [course.institute.name, course.institute.city].filter(Boolean).join(', ');
  body(`${place} · ${course.category.name}`, MUTED);
  doc.moveDown(0.6);
  body(course.summary);

  heading('At a glance');
  fact('Mode', MODES[course.mode]);
  fact('Duration', `${course.durationMonths} ${course.durationMonths === 1 ? 'month' : 'months'}`);
  fact('Fee', course.fee === null ? 'On request' : `${rupees(course.fee)} (all inclusive)`);
  if (course.instalments) {
    fact('Instalments', `${course.instalments.count} instalments of ${rupees(course.instalments.amount)}`);
  }
  fact(
    'Start dates',
    course.startDates.length > 0 ? course.startDates.map(longDate).join(', ') : 'To be announced',
  );
  if (course.skills.length > 0) fact('Skills', course.skills.join(', '));

  if (course.description) {
    heading('About the programme');
    for (const paragraph of course.description.split(/\n\s*\n/)) {
      body(paragraph.trim());
      doc.moveDown(0.4);
    }
  }
  if (course.syllabus.length > 0) {
    heading('Syllabus');
    course.syllabus.forEach((module, i) => {
      doc
        .font('Bold')
        .fontSize(10.5)
        .fillColor(TEXT)
        .text(`Module ${i + 1}: ${module.title}`, { width });
      if (module.topics.length > 0) body(module.topics.map((t) => `• ${t}`).join('\n'));
      doc.moveDown(0.3);
    });
  }
  if (course.outcomes.length > 0) {
    heading('What you will be able to do');
    body(course.outcomes.map((o) => `• ${o}`).join('\n'));
  }
  if (course.eligibility) {
    heading('Eligibility');
    body(course.eligibility);
  }
  heading(`About ${course.institute.name}`);
  body(course.institute.about);
  if (course.institute.website) body(course.institute.website, MUTED);
  doc.end();
  return done;
}
