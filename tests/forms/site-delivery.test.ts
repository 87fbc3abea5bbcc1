// The built site (dist/server/main.js, as the Procfile runs it) with FORMS_WEBHOOK_URL set: a
// contact message posted to the page reaches the webhook signed, within moments (the post
// wakes the delivery worker); the process logs carry the reference and none of the message;
// SIGTERM stops the worker and exits 0.
import { describe, it, expect, afterEach } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.js';
import { verifySignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/forms/signature.js';
import { closedPort, startReceiver, waitFor, type Receiver } from './receiver.js';

const SECRET = 'site-delivery-test-secret-123';
let server: ServerProcess | undefined;
let receiver: Receiver | undefined;
afterEach(async () => {
  await server?.stop();
  await receiver?.stop();
  server = receiver = undefined;
});

describe('the site with a webhook', () => {
  it('delivers a posted contact message, signed, and shuts down cleanly', async () => {
    receiver = await startReceiver(await closedPort(), () => ({ status: 204 }));
    // A poll only every minute: a delivery within seconds can only come from the submission's wake-up.
    server = await startServerProcess({ FORMS_WEBHOOK_URL: receiver.url, FORMS_WEBHOOK_SECRET: SECRET, FORMS_DELIVERY_POLL_MS: '60000', SHUTDOWN_GRACE_MS: '200' });
    const fields = { fullName: 'Elif Demirtest', email: 'elif.demirtest@example.com', subject: 'complaint', message: 'Param iki gündür hesabıma geçmedi.', notice: 'yes' };
    const res = await fetch(`http://127.0.0.1:${server.port}/iletisim/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.unilira.example', accept: 'application/json' },
      body: new URLSearchParams(fields),
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };

    // Within 10 s of a poll that comes every minute: woken by the submission.
    await waitFor(() => receiver!.received.length > 0, 10_000, 'the webhook');
    const { body, headers } = receiver.received[0]!;
    expect(verifySignature({ secret: SECRET, body, timestamp: headers[TIMESTAMP_HEADER] as string, signature: headers[SIGNATURE_HEADER] as string })).toBe(true);
    expect(JSON.parse(body)).toMatchObject({ event: 'form.submitted', reference, kind: 'contact', locale: 'tr', data: { fullName: 'Elif Demirtest', subject: 'complaint' } });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const logs = JSON.stringify(server.logs);
    expect(server.logs.find((l) => l.msg === 'form submitted')).toMatchObject({ reference, kind: 'contact', created: true });
    expect(server.logs.find((l) => l.msg === 'form submission delivered')).toMatchObject({ reference });
    expect(logs).not.toMatch(/Demirtest|iki gündür/);
  });
});
