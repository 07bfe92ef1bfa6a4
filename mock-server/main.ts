// `npm run mock`: the mock API alone (no client), for trying calls with curl or another client.
import { parseArgs } from 'node:util';
import express from 'express';
import { DEMO } from '../fixtures/scenarios.ts';
import { createMockApi } from './app.ts';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 4010);
const app = express();
app.use(createMockApi({ controls: true, origin: `http://127.0.0.1:${port}` }).router);
app.listen(port, '127.0.0.1', () => {
  console.log(`Mock API at http://127.0.0.1:${port}/api/v1 (demo: ${DEMO.email} / ${DEMO.password})`);
});
