/*
 * The hosted page's stylesheet, inline because the page loads nothing (its CSP forbids it).
 * The provider has its own look (indigo), unlike the site's, so testers see they have left it.
 * Logical properties only, so the same rules serve right-to-left pages.
 */
export const PAGE_STYLE = `
:root {
  color-scheme: light dark;
  --bg: #eef0f6; --sheet: #ffffff; --text: #161a26; --muted: #5c6377; --line: #dde1ea;
  --field: #ffffff; --field-line: #c6ccd9; --accent: #4f46e5; --accent-text: #ffffff;
  --accent-soft: #eef0ff; --danger: #c62828; --danger-soft: #fdecec; --ok: #1b7f4b;
  --ok-soft: #e6f6ed; --warn-bg: #fff4d6; --warn-text: #6b4a00; --warn-line: #f0c24b;
  --shadow: 0 1px 2px rgb(16 24 40 / 6%), 0 12px 32px rgb(16 24 40 / 10%);
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d0f14; --sheet: #171a22; --text: #e8eaf0; --muted: #9aa1b2; --line: #2a2f3b;
    --field: #10131a; --field-line: #3a4050; --accent: #8b84ff; --accent-text: #0d0f14;
    --accent-soft: #24224a; --danger: #ff8a80; --danger-soft: #3a1c1f; --ok: #5fd39a;
    --ok-soft: #16321f; --warn-bg: #3a2e0c; --warn-text: #ffd978; --warn-line: #8a6a14;
    --shadow: 0 1px 2px rgb(0 0 0 / 40%), 0 12px 32px rgb(0 0 0 / 35%);
  }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; min-block-size: 100vh; background: var(--bg); color: var(--text);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif;
}
.shell { max-inline-size: 460px; margin-inline: auto; padding: 24px 16px 40px; }
.badge {
  display: flex; align-items: center; gap: 8px; margin-block-end: 16px; padding: 8px 14px;
  border: 1px solid var(--warn-line); border-radius: 999px; background: var(--warn-bg);
  color: var(--warn-text); font-size: 13px; font-weight: 600; justify-content: center;
}
.badge svg { flex: none; }
.sheet {
  background: var(--sheet); border: 1px solid var(--line); border-radius: 16px;
  box-shadow: var(--shadow); overflow: hidden;
}
.sheet + .sheet { margin-block-start: 16px; }
.summary { padding: 22px 24px 18px; border-block-end: 1px solid var(--line); }
.merchant { display: flex; align-items: center; gap: 12px; }
.logo {
  inline-size: 40px; block-size: 40px; border-radius: 10px; display: grid; place-items: center;
  background: linear-gradient(135deg, #ff7a18, #e5304c); color: #fff; font-weight: 800; font-size: 18px;
}
.small { color: var(--muted); font-size: 13px; }
.merchant-name { font-weight: 700; font-size: 16px; }
.amount { margin-block: 16px 12px; font-size: 32px; font-weight: 750; letter-spacing: -0.02em; }
.facts { display: flex; flex-wrap: wrap; gap: 6px 24px; margin: 0; }
.facts div { min-inline-size: 0; }
.facts dt { color: var(--muted); font-size: 12px; }
.facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.content { padding: 22px 24px 24px; }
h1, h2 { margin: 0 0 8px; font-size: 19px; line-height: 1.3; }
h2 { font-size: 15px; }
p { margin: 0 0 16px; }
.field { margin-block-end: 14px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
label {
  display: block; margin-block-end: 6px; font-size: 13px; font-weight: 600;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
input {
  inline-size: 100%; padding: 11px 12px; border: 1px solid var(--field-line); border-radius: 10px;
  background: var(--field); color: var(--text); font: inherit; font-size: 16px;
}
input:focus { outline: 3px solid var(--accent-soft); border-color: var(--accent); }
input[aria-invalid="true"] { border-color: var(--danger); }
.ltr { direction: ltr; text-align: start; }
[dir="rtl"] .ltr { text-align: end; }
.error { margin-block-start: 6px; color: var(--danger); font-size: 13px; }
.alert {
  margin-block-end: 16px; padding: 10px 12px; border-radius: 10px; background: var(--danger-soft);
  color: var(--danger); font-size: 14px; font-weight: 600;
}
.button {
  display: block; inline-size: 100%; margin-block-start: 6px; padding: 13px 16px; border: 0;
  border-radius: 10px; background: var(--accent); color: var(--accent-text); font: inherit;
  font-weight: 700; font-size: 16px; text-align: center; text-decoration: none; cursor: pointer;
}
.button:hover { filter: brightness(1.08); }
.button:focus-visible, .link:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.button.secondary { background: transparent; color: var(--danger); border: 1px solid var(--danger); }
.actions { display: grid; gap: 10px; }
.link {
  display: block; margin: 14px auto 0; padding: 6px; border: 0; background: none;
  color: var(--muted); font: inherit; font-size: 14px; text-decoration: underline; cursor: pointer;
}
.code-hint {
  display: flex; justify-content: space-between; align-items: center; gap: 12px; margin-block-end: 16px;
  padding: 12px 14px; border: 1px dashed var(--accent); border-radius: 10px; background: var(--accent-soft);
}
.code-hint strong { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 18px; letter-spacing: 0.15em; }
.cards { inline-size: 100%; border-collapse: collapse; font-size: 14px; }
.cards th, .cards td { padding: 9px 0; border-block-start: 1px solid var(--line); text-align: start; }
.cards th { color: var(--muted); font-size: 12px; font-weight: 600; border-block-start: 0; }
.cards td:last-child, .cards th:last-child { text-align: end; }
.mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; white-space: nowrap; direction: ltr; unicode-bidi: isolate; }
.dot { display: inline-block; inline-size: 8px; block-size: 8px; border-radius: 50%; margin-inline-end: 6px; vertical-align: middle; }
.dot.ok { background: var(--ok); } .dot.no { background: var(--danger); } .dot.step { background: var(--accent); }
.state { text-align: center; padding-block: 32px 28px; }
.state-icon { inline-size: 56px; block-size: 56px; margin: 0 auto 14px; border-radius: 50%; display: grid; place-items: center; }
.state-icon.ok { background: var(--ok-soft); color: var(--ok); }
.state-icon.no { background: var(--danger-soft); color: var(--danger); }
.state-icon.muted { background: var(--accent-soft); color: var(--accent); }
footer { margin-block-start: 18px; text-align: center; color: var(--muted); font-size: 12px; }
footer strong { color: var(--text); }
@media (max-width: 420px) {
  .shell { padding: 12px 10px 28px; }
  .summary, .content { padding-inline: 16px; }
  .amount { font-size: 28px; }
}
`;
