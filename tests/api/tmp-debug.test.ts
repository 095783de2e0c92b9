import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { createTestApp, registerMember } from './helpers/index.ts';

it('debug close', async () => {
  const other = await createTestApp();
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (other.app.server.address() as AddressInfo).port;
  const member = await registerMember(other.app);
  const response = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { cookie: member.cookie } });
  const reader = response.body!.getReader();
  await reader.read();
  console.log('closing app');
  await other.app.close();
  console.log('app closed');
  await other.close();
  console.log('all closed');
  expect(1).toBe(1);
}, 15000);
