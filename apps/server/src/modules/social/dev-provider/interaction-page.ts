/** The local provider's only page: who are you, and do you let the site see it. */
export function interactionPage(uid: string, clientId: string): string {
  const action = `/dev-oidc/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local test provider</title>
<style>
  body { font: 16px system-ui, sans-serif; max-width: 24rem; margin: 3rem auto; padding: 0 1rem; }
  label { display: block; margin: 1rem 0 .25rem; }
  input[type=email], input[type=text] { width: 100%; padding: .5rem; box-sizing: border-box; }
  button { margin-top: 1.5rem; padding: .6rem 1.2rem; }
  p { color: #555; }
</style>
</head>
<body>
<h1>Local test provider</h1>
<p>A pretend OpenID provider for development and tests. Nothing you type leaves this server.</p>
<form method="post" action="${escapeHtml(action)}">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required maxlength="254" autocomplete="off">
  <label for="name">Name</label>
  <input id="name" name="name" type="text" maxlength="100" autocomplete="off">
  <label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label>
  <p>Allow <strong>${escapeHtml(clientId)}</strong> to see your e-mail and name?</p>
  <button type="submit" name="consent" value="yes">Allow</button>
  <button type="submit" name="consent" value="no" formnovalidate>Deny</button>
</form>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
