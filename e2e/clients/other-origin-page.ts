import { createServer, type Server } from 'node:http';

/**
 * A client of the API that is not ours, as a canteen's screen would be: one page on its own
 * origin that signs up, lists meals with their pictures and likes one with a bearer token.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Canteen screen</title></head>
<body>
<main>
  <h1>Today's meals</h1>
  <p role="status" id="status">Loading...</p>
  <ul id="meals"></ul>
</main>
<script type="module">
const params = new URLSearchParams(location.search);
const api = params.get('api');
const status = document.getElementById('status');
let token = '';

async function call(method, path, body) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = 'Bearer ' + token;
  const res = await fetch(api + path, { method, headers, body: body && JSON.stringify(body) });
  const answer = await res.json();
  if (!res.ok) throw new Error(answer.message);
  return answer;
}

try {
  const email = 'screen-' + Math.random().toString(36).slice(2) + '@example.com';
  const account = { name: 'Canteen Screen', email, password: 'a long screen password' };
  token = (await call('POST', '/api/auth/sign-up/email', account)).token;
  const meals = await call('GET', '/api/meals?search=' + encodeURIComponent(params.get('search')));
  for (const meal of meals) {
    const item = document.createElement('li');
    const picture = document.createElement('img');
    picture.src = meal.image;
    picture.alt = meal.title;
    picture.width = 160;
    const like = document.createElement('button');
    like.textContent = 'Like ' + meal.title + ' (' + meal.likes + ')';
    like.onclick = async () => {
      const liked = await call('PATCH', '/api/meals/' + meal._id, { likes: meal.likes + 1 });
      like.textContent = 'Liked ' + meal.title + ' (' + liked.likes + ')';
    };
    item.append(picture, like);
    document.getElementById('meals').append(item);
  }
  status.textContent = 'Showing ' + meals.length + ' meals';
} catch (error) {
  status.textContent = 'Could not reach the meal service: ' + error.message;
}
</script>
</body>
</html>`;

/** Serves the page on 127.0.0.1:port until closed. */
export async function serveOtherOriginPage(port: number): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
