/**
 * The yardstick: a bare node:http server that answers, for each method and path, the exact status,
 * headers and body the real app answered once (bench/api.ts captures them). It reads the request body, as
 * any server must, and does nothing else: the app's throughput divided by this one's is the share of the
 * machine the app leaves to its own work.
 *
 * Run as a child process: `node --import tsx bench/bare-server.ts <captures.json>`; prints its port.
 */
import fs from 'node:fs';
import http from 'node:http';

export interface CapturedResponse {
  method: string;
  path: string;
  status: number;
  /** Raw header pairs as the app sent them, minus the connection-level ones node:http writes itself. */
  headers: [string, string][];
  /** base64 */
  body: string;
}

const captures = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as CapturedResponse[];
const answers = new Map(
  captures.map((c) => [
    `${c.method} ${c.path}`,
    { status: c.status, headers: c.headers.flat(), body: Buffer.from(c.body, 'base64') },
  ]),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  request.on('data', () => {});
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
