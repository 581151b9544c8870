import { VERTICALS } from '@jobsite/domain';
import { makeDoc, makeDocx, makeDocxBomb, makePdf, makePdfBomb } from '@jobsite/test-fixtures';
import { RESUME_SAMPLES } from '@jobsite/test-fixtures/resumes';
import { afterEach, describe, expect, it } from 'vitest';
import { drivers, setupTestServer, signUpSeeker, type TestSeeker } from '../../test-server.ts';
import { replaceResumePool, resumePoolStats } from './resume.ts';

const TECHNOLOGY = VERTICALS.technology.id;
/** A worker that never answers a resume task: it stays busy until the pool terminates it. */
const STUCK_WORKER = new URL('./worker-pool.test-worker.ts', import.meta.url);

/** An error answer of the API: its status, and the message it gives. */
const expectError = async (res: Response, statusCode: number, message: string) => {
  expect(res.status).toBe(statusCode);
  expect(await res.json()).toEqual({ error: { message, statusCode } });
};

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe.each(drivers)('reading resumes safely on %s', (driver) => {
  const s = setupTestServer(driver);
  let restore: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  /** The resume calls of a seeker: upload a file, and read it back parsed. */
  function resumeCalls({ b, token }: TestSeeker) {
    const cookie = `${TECHNOLOGY}_token=${token}`;
    return {
      upload(file: Uint8Array, name: string) {
        const form = new FormData();
        form.set('file', new Blob([file as Uint8Array<ArrayBuffer>]), name);
        return fetch(`${s.base}/${TECHNOLOGY}/user/resume`, {
          method: 'POST',
          body: form,
          headers: { cookie, origin: 'http://localhost:3000' },
        });
      },
      parse: () => b.request('GET', `/${TECHNOLOGY}/user/parse-resume`),
    };
  }

  it('reads a .doc of 100k of one letter in a worker, at once', async () => {
    const seeker = resumeCalls(await signUpSeeker(s, TECHNOLOGY));
    const before = resumePoolStats();
    let start = performance.now();
    const uploaded = await seeker.upload(makeDoc('a'.repeat(100_000)), 'letters.doc');
    const uploadMs = performance.now() - start;
    expect(uploaded.status).toBe(200);
    start = performance.now();
    const parsed = await seeker.parse();
    process.stdout.write(
      `100k letters: upload (read once) ${uploadMs.toFixed(0)} ms, parse-resume ${(performance.now() - start).toFixed(0)} ms\n`,
    );
    expect(parsed.status).toBe(200);
    expect(await parsed.json()).toEqual({
      proposed: {
        name: null,
        email: null,
        phone: null,
        skills: [],
        experienceYears: null,
        education: [],
        companies: [],
      },
    });
    // The upload's reading, then the parse's reading and matching: three tasks, all on a worker.
    const after = resumePoolStats();
    expect(after.completed - before.completed).toBe(3);
    expect(after.started - before.started).toBe(3);
  });

  it('answers /healthz while a resume is being read', async () => {
    restore = await replaceResumePool({ script: STUCK_WORKER });
    const seeker = resumeCalls(await signUpSeeker(s, TECHNOLOGY));
    let answered = false;
    const upload = seeker.upload(makePdf(['Meera Krishnan']), 'cv.pdf').finally(() => {
      answered = true;
    });
    await until(() => resumePoolStats().running === 1);
    const health = await s.get('/healthz');
    expect(health.status).toBe(200);
    expect(answered).toBe(false);
    await restore();
    restore = undefined;
    const res = await upload;
    await expectError(res, 503, 'Resumes cannot be read just now. Please try again in a minute');
  });

  it('stops a reading that runs past the time limit, says so, and reads the next resume on a new worker', async () => {
    restore = await replaceResumePool({ script: STUCK_WORKER, timeoutMs: 300 });
    const seeker = resumeCalls(await signUpSeeker(s, TECHNOLOGY));
    const res = await seeker.upload(makePdf(['Meera Krishnan']), 'cv.pdf');
    await expectError(
      res,
      422,
      'This resume took more than 0.3 seconds to read. Please upload a simpler file, such as a PDF saved from your editor',
    );
    expect(resumePoolStats()).toMatchObject({ timedOut: 1, running: 0 });
    await restore();
    restore = undefined;
    expect((await seeker.upload(makePdf(['Meera Krishnan']), 'cv.pdf')).status).toBe(200);
  });

  it('refuses a DOCX or PDF that expands to 50 MB, and reads a real DOCX', async () => {
    const seeker = resumeCalls(await signUpSeeker(s, TECHNOLOGY));
    const bomb = await seeker.upload(makeDocxBomb({ declaredSize: 1024 }), 'bomb.docx');
    await expectError(
      bomb,
      422,
      'This DOCX file expands to more than 10 MB when opened, which no resume needs. Please save it again without large embedded files, or upload a PDF',
    );
    const pdfBomb = await seeker.upload(makePdfBomb(), 'bomb.pdf');
    expect(pdfBomb.status).toBe(422);
    expect(JSON.stringify(await pdfBomb.json())).toContain('This PDF expands to more than 10 MB');
    // Nothing was stored: there is still no resume to read.
    expect((await seeker.parse()).status).toBe(404);

    const docx = makeDocx(['Anita Rao', 'anita.rao@example.in', '+91 91234 56789', '4 years of Python']);
    expect((await seeker.upload(docx, 'Anita.docx')).status).toBe(200);
    expect(await (await seeker.parse()).json()).toMatchObject({
      proposed: {
        name: 'Anita Rao',
        email: 'anita.rao@example.in',
        phone: '+919123456789',
        experienceYears: 4,
      },
    });
  });

  const sample = (name: string) => {
    const found = RESUME_SAMPLES.find((s) => s.name === name);
    if (!found) throw new Error(`no resume sample ${name}`);
    return found;
  };

  // Sample resumes as job seekers save them, and what the reader proposes from each.
  const SAMPLES = [
    {
      what: 'the degrees, employers and email off a PDF resume saved from a word processor',
      sample: '02-sneha-kulkarni.pdf',
      fileName: 'Sneha.pdf',
      proposed: {
        name: 'SNEHA KULKARNI',
        email: 'sneha.kulkarni@example.com',
        phone: '+919923056781',
        education: [
          {
            courseType: 'Post graduation',
            degree: 'MBA (Finance)',
            institute: 'Symbiosis Institute of Business Management, Pune',
            passingYear: 2016,
          },
          {
            courseType: 'Graduation',
            degree: 'B.Com',
            institute: 'Brihan Maharashtra College of Commerce, Pune',
            passingYear: 2014,
          },
        ],
        companies: [
          {
            company: 'Bajaj Finserv Ltd.',
            designation: 'Assistant Manager – Credit Analysis',
            from: '2019-01',
            to: null,
            current: true,
          },
          {
            company: 'ICICI Bank Limited',
            designation: 'Relationship Officer',
            from: '2016-06',
            to: '2018-12',
            current: false,
          },
        ],
      },
    },
    {
      what: 'the degrees, employers and the email in the page header off a DOCX resume',
      sample: '07-karthik-reddy.docx',
      fileName: 'Karthik.docx',
      proposed: {
        name: 'KARTHIK REDDY',
        email: 'karthik.reddy@example.net',
        phone: '+919000012345',
        education: [
          {
            courseType: 'Graduation',
            degree: 'B.Tech in Computer Science',
            institute: 'International Institute of Information Technology, Hyderabad',
            passingYear: 2017,
          },
        ],
        companies: [
          {
            company: 'AMAZON DEVELOPMENT CENTRE INDIA PVT LTD',
            designation: 'SDE II',
            from: '2021-08',
            to: null,
            current: true,
          },
          {
            company: 'MICROSOFT INDIA',
            designation: 'Software Engineer',
            from: '2017-07',
            to: '2021-07',
            current: false,
          },
        ],
      },
    },
  ];

  for (const { what, sample: name, fileName, proposed } of SAMPLES) {
    it(`reads ${what}`, async () => {
      const seeker = resumeCalls(await signUpSeeker(s, TECHNOLOGY));
      expect((await seeker.upload(sample(name).read(), fileName)).status).toBe(200);
      const parsed = await seeker.parse();
      expect(parsed.status).toBe(200);
      expect(await parsed.json()).toMatchObject({ proposed });
    });
  }

  it('keeps a resume it cannot read, and says so when asked to read it', async () => {
    const seeker = resumeCalls(await signUpSeeker(s, TECHNOLOGY));
    const damaged = new Uint8Array(Buffer.from('%PDF-1.4\nthis is not really a PDF'));
    expect((await seeker.upload(damaged, 'cv.pdf')).status).toBe(200);
    const parsed = await seeker.parse();
    expect(parsed.status).toBe(422);
  });
});
