// npm start: build the client, then serve it with the mock API (or `--api <url>` to proxy a real one).
import { parseArgs } from 'node:util';
import { DEMO } from '../fixtures/scenarios.ts';
import { serve } from './serve.ts';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    port: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 4173);
if (!values['no-build']) {
  const { build } = await import('vite');
  console.log('Building the client…');
  await build({ logLevel: 'warn' });
}

const { url } = await serve({ port, ...(values.api ? { api: values.api } : {}) });
console.log(`\nVibe Savings is running at ${url} (the API's OpenAPI document: ${url}/openapi.json)`);
if (values.api) {
  console.log(`API requests to /api are proxied to ${values.api} (mock and its control routes are off).`);
} else {
  console.log(`Mock API in memory. Demo sign-in: ${DEMO.email} / ${DEMO.password} (PIN ${DEMO.pin}; every OTP is 123456).`);
}
