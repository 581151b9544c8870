import { VERTICALS } from '@jobsite/domain';
import { expect, it } from 'vitest';
import { smtpSender } from './smtp.ts';
import { setupTestSmtp } from './test-smtp.ts';

const smtp = setupTestSmtp();
const { received } = smtp;

it('delivers an outbox message to an SMTP server', async () => {
  const send = smtpSender(smtp.url(), 'Jobsite <no-reply@jobsite.local>');
  const sent = await send({
    vertical: VERTICALS.technology.id,
    seekerId: 1,
    recipient: 'asha@example.in',
    kind: 'one-time-code',
    subject: 'Your one-time code',
    body: 'Your code is 123456.',
    code: '123456',
  });
  expect(sent).toBe(true);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatch(/To: asha@example.in/);
  expect(received[0]).toMatch(/Your code is 123456/);
});

it('sends the List-Unsubscribe headers of a message a person can leave as mail headers', async () => {
  const send = smtpSender(smtp.url(), 'Jobsite <no-reply@jobsite.local>');
  const url = 'https://jobs.example.in/unsubscribe?token=abc.def';
  const sent = await send({
    vertical: VERTICALS.technology.id,
    seekerId: 1,
    recipient: 'ravi@example.in',
    kind: 'job-alert-digest',
    subject: 'A new job matches "Analyst roles"',
    body: `A new job. Unsubscribe: ${url}`,
    link: url,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  expect(sent).toBe(true);
  const mail = received.at(-1) ?? '';
  const [head = ''] = mail.split('\r\n\r\n');
  expect(head).toMatch(/^To: ravi@example.in$/m);
  expect(head).toContain(`List-Unsubscribe: <${url}>`);
  expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
});

it('answers false instead of throwing when the server cannot be reached', async () => {
  const send = smtpSender(
    'smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=500',
    'no-reply@jobsite.local',
  );
  const sent = await send({
    vertical: VERTICALS.technology.id,
    seekerId: null,
    recipient: 'asha@example.in',
    kind: 'policy',
    subject: 'Policy',
    body: 'Policy text',
  });
  expect(sent).toBe(false);
});
