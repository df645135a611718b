// The S3-compatible server of the S3 browser tests, until Playwright stops it (SIGTERM).
import { startS3Server } from '../provider/support/s3-server';

const port = Number(process.env['S3_TEST_PORT']);
const server = await startS3Server(port);
console.log(`[s3] serving ${server.endpoint}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
