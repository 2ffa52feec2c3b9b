// A local news feed for the e2e run: the server under test reads its demo feeds from here instead of the internet.
// GET /feed.xml?feed=<n> answers an RSS 2.0 document of two items named after the feed.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function feed(number) {
  const now = Date.now();
  const items = [1, 2].map(
    (item) => `<item>
      <title>${escape(`Vest ${item} iz izvora ${number}`)}</title>
      <link>https://vesti.rp.test/${number}/${item}</link>
      <pubDate>${new Date(now - (number * 10 + item) * 60_000).toUTCString()}</pubDate>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Izvor ${number}</title><link>https://vesti.rp.test/${number}</link>
<description>Lokalni izvor vesti za testove</description>${items.join('')}</channel></rss>`;
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname !== '/feed.xml') {
    response.statusCode = 404;
    return response.end();
  }
  response.setHeader('content-type', 'application/rss+xml; charset=utf-8');
  response.end(feed(Number(url.searchParams.get('feed') ?? 1)));
}).listen(port, '127.0.0.1');
