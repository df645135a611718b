// The production browser tests' mail server: a minimal SMTP receiver on MAIL_SINK_PORT that
// keeps every message as a JSON file ({ to, raw }) in MAIL_SINK_DIR, where the tests read the
// codes and links a real shopper or operator would find in their inbox. Nothing is relayed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const port = Number(process.env.MAIL_SINK_PORT);
const dir = process.env.MAIL_SINK_DIR;
if (!port || !dir) throw new Error('MAIL_SINK_PORT and MAIL_SINK_DIR are needed');
mkdirSync(dir, { recursive: true });
let kept = 0;

createServer((socket) => {
  let buffer = '';
  let to = [];
  let data = null;
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 mail-sink ESMTP');
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    buffer += chunk;
    for (;;) {
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        data += buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        kept += 1;
        writeFileSync(join(dir, `${Date.now()}-${String(kept).padStart(6, '0')}.json`), JSON.stringify({ to, raw: data.replace(/^\.\./gm, '.') }));
        data = null;
        to = [];
        reply('250 kept');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline === -1) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 mail-sink');
      else if (verb === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
        reply('250 ok');
      } else if (verb === 'DATA') {
        data = '';
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 ok');
    }
  });
  socket.on('error', () => socket.destroy());
}).listen(port, '127.0.0.1', () => console.log(`[mail-sink] listening on ${port}, keeping mail in ${dir}`));
