import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * A local SMTP server for the browser tests: accepts every mail and writes it, as sent, to
 * `folder` (one file a mail), where a test reads the link a visitor would click.
 */
export function startSmtpSink(folder: string): Promise<{ server: Server; url: string }> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffered = '';
    let mail: string[] | null = null;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (mail) {
          if (line === '.') {
            count += 1;
            writeFileSync(path.join(folder, `${Date.now()}-${count}.eml`), mail.join('\r\n'));
            mail = null;
            socket.write('250 kept\r\n');
          } else {
            mail.push(line.startsWith('.') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.toUpperCase();
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          mail = [];
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `smtp://127.0.0.1:${port}` });
    });
  });
}
