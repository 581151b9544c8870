/**
 * The round 2 case study of the seeded edition (decision 0039): a real, three-page PDF made with the
 * product's PDF writer (`services/pdf-document.ts`), so the download serves what a candidate would read.
 */
import { textPdf } from '../../services/pdf-document.ts';

const SECTIONS: { heading: string; paragraphs: string[] }[] = [
  {
    heading: 'Background',
    paragraphs: [
      'Kinara Chai Company started in 2017 as a single tea counter outside a Pune engineering college. By March 2026 it ran 64 cafés in Pune, Mumbai and Bengaluru, each of about 450 square feet, selling cutting chai, filter coffee and a short menu of snacks. Revenue for 2025-26 was ₹118 crore, up 41% on the year before; the company made an operating profit (EBITDA) of ₹9.4 crore after two loss-making years.',
      'The founders, Meera Kulkarni and Arjun Shetty, own 46% between them. A consumer-focused venture fund owns 38% and an employee stock option pool 6%. The last round, in 2024, valued the company at ₹420 crore. The fund expects either a further round or a strategic sale within three years.',
    ],
  },
  {
    heading: 'How a café makes money',
    paragraphs: [
      'An average café serves 780 orders a day at an average bill of ₹96. Tea and coffee are 58% of sales with a gross margin of 78%; snacks are 42% with a gross margin of 52%. Rent is the largest fixed cost at ₹2.1 lakh a month in a metro high street, and each café employs nine people across two shifts. A new café costs ₹38 lakh to fit out and reaches break-even in its seventh month on average; the best third do so in the fourth month and the weakest third in the eleventh.',
      'Delivery through food apps has grown from 9% to 27% of sales in two years. Delivery orders carry a commission of 22% to 28% and are larger (₹240 on average) but reduce the margin per order by about 11 percentage points. Office clusters in Bengaluru send the most delivery orders; college-area cafés the fewest.',
    ],
  },
  {
    heading: 'The decision',
    paragraphs: [
      'The board must choose how to use ₹60 crore of new money over the next two years. Three plans are on the table:',
      'Plan A: Depth. Open 90 more company-owned cafés in the three current cities, filling gaps in the delivery map. Management expects the same economics as today with a small gain from shared kitchens that prepare snacks for eight to ten cafés each.',
      'Plan B: New cities. Enter Hyderabad, Chennai and Ahmedabad with 60 company-owned cafés and a regional warehouse. Brand awareness there is low; a pilot of three cafés in Hyderabad reached 520 orders a day after six months.',
      'Plan C: Packaged products. Launch packaged tea premixes and ready-to-drink iced tea through modern retail and quick-commerce apps, using the café brand. A contract manufacturer in Gujarat can start within five months. Packaged beverages carry gross margins of about 45% but need heavy trade spend in the first two years.',
      'A fourth option, franchising, has been raised by the fund: franchise partners would pay a fee of ₹8 lakh per café and a royalty of 6% of sales, and bear the fit-out cost. The founders worry that quality, which customers rate as the main reason they return, would slip.',
    ],
  },
  {
    heading: 'Market notes',
    paragraphs: [
      'India drinks roughly 1.1 million tonnes of tea a year; organised tea cafés are still under 5% of out-of-home tea sales, which remain with roadside stalls. Two national chains and several regional ones compete with Kinara; one of the national chains recently raised prices by 12% without visible loss of footfall. Milk prices rose 9% in 2025, and the cost of tea leaves is volatile after two weak harvests in Assam.',
      'Customer research of 2,400 regular customers found that 61% visit three or more times a week, 72% would recommend Kinara to a friend, and price is the first reason named by those who stopped visiting. College students are 34% of customers in Pune but 11% in Bengaluru, where office workers dominate.',
    ],
  },
  {
    heading: 'Your task',
    paragraphs: [
      'You are advising the board. In at most ten slides or six pages: (1) recommend one plan, or a combination, for the ₹60 crore, with the reasoning and the numbers behind it; (2) estimate the revenue and operating profit your plan adds by March 2028, stating your assumptions; (3) name the two largest risks of your plan and how you would watch and limit them; (4) say whether Kinara should franchise, and on what terms if so.',
      'Submit a .pdf, .ppt, .pptx, .doc or .docx file before round 2 closes. Files are judged on the quality of the reasoning, the use of the numbers given and the clarity of the recommendation. Late files are not taken.',
    ],
  },
];

/** The case study's PDF bytes. */
export async function caseStudyPdf(editionName: string): Promise<Uint8Array> {
  const { doc, done } = await textPdf(56, {
    Title: `${editionName}: Round 2 case study`,
    Author: 'Epoch organising committee',
    Subject: 'Kinara Chai Company: where to grow next',
    Creator: 'Job site',
  });
  doc.font('Bold').fontSize(20).text(`${editionName} · Round 2`, { align: 'left' });
  doc.moveDown(0.3);
  doc.font('Bold').fontSize(16).text('Kinara Chai Company: where to grow next');
  doc.moveDown(0.3);
  doc
    .font('Body')
    .fontSize(10)
    .fillColor('#555555')
    .text('A case study for the candidates who went on from round 1. Figures are illustrative.');
  doc.fillColor('#000000');
  for (const [i, section] of SECTIONS.entries()) {
    if (i === 2 || i === 4) doc.addPage();
    doc.moveDown(1);
    doc.font('Bold').fontSize(13).text(section.heading);
    doc.moveDown(0.4);
    for (const p of section.paragraphs) {
      doc.font('Body').fontSize(11).text(p, { align: 'justify', lineGap: 3 });
      doc.moveDown(0.6);
    }
  }
  doc.end();
  return new Uint8Array(await done);
}
