import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../tests/support/openai-test-server.js';
import { createChatModel } from '../provider/chat-model.js';
import { ModelError } from '../provider/model-error.js';
import { checkEndpoint, isPrivate, publicOnlyDispatcher, publicOnlyLookup } from './endpoint-guard.js';

let server: OpenAiTestServer;
beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the private-address guard', () => {
  it('knows loopback, private, link-local, CGNAT and mapped addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(isPrivate(address), address).toBe(true);
    }
    for (const address of ['1.1.1.1', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) expect(isPrivate(address), address).toBe(false);
  });

  it('refuses a name that resolves to a private address when the connection is made, not only when it is checked', async () => {
    const localUrl = server.baseUrl.replace('127.0.0.1', 'localhost');
    // Without the guard the endpoint answers: the refusal below is the guard's doing.
    expect(await createChatModel({ baseUrl: localUrl, apiKey: undefined, model: 'm', fastModel: 'm' }).listModels()).toEqual(['test-model']);
    const before = server.requests.length;
    const guarded = createChatModel({ baseUrl: localUrl, apiKey: undefined, model: 'm', fastModel: 'm' }, { dispatcher: publicOnlyDispatcher() });
    await expect(guarded.listModels()).rejects.toBeInstanceOf(ModelError);
    expect(server.requests.length).toBe(before);

    const looked = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (error) => resolve(error)));
    expect(looked?.code).toBe('EPRIVATEADDRESS');
    await expect(checkEndpoint(localUrl, false)).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkEndpoint(localUrl, true)).resolves.toBeUndefined();
  });
});
