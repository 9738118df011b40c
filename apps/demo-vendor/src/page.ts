/**
 * The game page: one self-contained document (inline style and script under a per-answer nonce,
 * no outside address), framed by the platform. It talks only to this service, which talks to the
 * platform; the launch token never leaves for anywhere else.
 */

type Lang = 'EN' | 'UR' | 'ZH' | 'TH' | 'VI';

const labels: Record<Lang, Record<string, string>> = {
  EN: { balance: 'Balance', stake: 'Stake', play: 'Spin', win: 'Win', fun: 'Play money', rtp: 'Return to player', loading: 'Opening the game…', pending: 'The win is being confirmed with the platform.', noWin: 'No win this time', paytable: 'Three of a kind pays; cherries pay anywhere on the line.', retry: 'Try again', failed: 'Something went wrong' },
  UR: { balance: 'بیلنس', stake: 'داؤ', play: 'گھمائیں', win: 'جیت', fun: 'کھیل کی رقم', rtp: 'کھلاڑی کو واپسی', loading: 'گیم کھل رہی ہے…', pending: 'جیت کی تصدیق پلیٹ فارم سے ہو رہی ہے۔', noWin: 'اس بار کوئی جیت نہیں', paytable: 'ایک جیسے تین نشان جیتتے ہیں؛ چیری لائن پر کہیں بھی جیتتی ہے۔', retry: 'دوبارہ کوشش کریں', failed: 'کچھ غلط ہو گیا' },
  ZH: { balance: '余额', stake: '投注', play: '旋转', win: '赢得', fun: '试玩币', rtp: '返还率', loading: '正在打开游戏…', pending: '正在与平台确认奖金。', noWin: '本局未中奖', paytable: '三个相同图案中奖；樱桃在线上任意位置都中奖。', retry: '重试', failed: '出现错误' },
  TH: { balance: 'ยอดเงิน', stake: 'เดิมพัน', play: 'หมุน', win: 'ชนะ', fun: 'เงินทดลอง', rtp: 'อัตราคืนผู้เล่น', loading: 'กำลังเปิดเกม…', pending: 'กำลังยืนยันเงินรางวัลกับแพลตฟอร์ม', noWin: 'รอบนี้ไม่ชนะ', paytable: 'สัญลักษณ์เหมือนกันสามตัวได้รางวัล เชอร์รี่ได้รางวัลทุกตำแหน่งบนเส้น', retry: 'ลองอีกครั้ง', failed: 'เกิดข้อผิดพลาด' },
  VI: { balance: 'Số dư', stake: 'Tiền cược', play: 'Quay', win: 'Thắng', fun: 'Tiền chơi thử', rtp: 'Tỷ lệ trả thưởng', loading: 'Đang mở trò chơi…', pending: 'Tiền thắng đang được nền tảng xác nhận.', noWin: 'Lần này không thắng', paytable: 'Ba biểu tượng giống nhau thắng; anh đào thắng ở bất kỳ vị trí nào trên đường.', retry: 'Thử lại', failed: 'Đã xảy ra lỗi' },
};

export function pageLanguage(input: string | null): Lang {
  const upper = (input ?? '').toUpperCase();
  return upper in labels ? (upper as Lang) : 'EN';
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Urdu in the pages' own font (served by this service, see server.ts): a device without an Urdu
 * font would otherwise draw some letters as empty boxes.
 */
const arabicFont = `@font-face { font-family: 'Vendor Arabic'; font-style: normal; font-display: swap; font-weight: 100 900; src: url(/fonts/arabic.woff2) format('woff2'); unicode-range: U+0600-06FF, U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFF; }`;

const style = `
${arabicFont}
:root { color-scheme: dark; --bg: #0f1420; --panel: #182033; --line: #2a3550; --text: #eef2fb; --muted: #9aa7c4; --accent: #f5b942; --good: #43d19e; --bad: #ff6b6b; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text); font: 15px/1.4 system-ui, 'Vendor Arabic', sans-serif; }
main { max-width: 560px; margin: 0 auto; padding: 20px 16px; display: flex; flex-direction: column; gap: 16px; }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; flex-wrap: wrap; }
h1 { font-size: 20px; margin: 0; }
.badge { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: var(--line); color: var(--accent); }
.balance { font-size: 18px; font-weight: 600; }
.reels { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; padding: 16px; background: var(--panel); border: 1px solid var(--line); border-radius: 14px; }
.reel { height: 96px; display: grid; place-items: center; border-radius: 10px; background: #0b0f18; font-weight: 800; font-size: 22px; letter-spacing: 1px; transition: transform .25s; }
.reel.spinning { transform: scale(.94); opacity: .6; }
.SEVEN { color: #ff5d5d; font-size: 40px; } .BAR { color: #e8e8e8; } .BELL { color: var(--accent); } .LEMON { color: #f3e75a; } .CHERRY { color: #ff7aa8; } .BLANK { color: var(--muted); }
form { display: flex; gap: 10px; align-items: end; flex-wrap: wrap; }
label { display: flex; flex-direction: column; gap: 4px; color: var(--muted); font-size: 13px; flex: 1 1 160px; }
input { padding: 10px 12px; border-radius: 10px; border: 1px solid var(--line); background: #0b0f18; color: var(--text); font-size: 16px; }
button { padding: 11px 28px; border: 0; border-radius: 10px; background: var(--accent); color: #1b1400; font-weight: 700; font-size: 16px; cursor: pointer; }
button:disabled { opacity: .5; cursor: progress; }
.result { min-height: 24px; font-weight: 600; }
.result.win { color: var(--good); } .result.error { color: var(--bad); }
.note { color: var(--muted); font-size: 13px; margin: 0; }
`;

const script = `
const root = document.getElementById('game');
const t = JSON.parse(root.dataset.labels);
const q = new URLSearchParams(location.search);
const token = q.get('token') || '';
const vendor = q.get('vendor') || '';
const gameCode = root.dataset.game;
const el = (id) => document.getElementById(id);
const names = { SEVEN: '7', BAR: 'BAR', BELL: 'BELL', LEMON: 'LEMON', CHERRY: 'CHERRY', BLANK: '—' };
let currency = '';
async function post(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => ({ success: false, message: t.failed }));
  return json;
}
function show(kind, text) { const r = el('result'); r.className = 'result ' + kind; r.textContent = text; }
function setBalance(b) { if (b !== undefined && b !== null) el('balance').textContent = currency + ' ' + b; }
function setReels(line) { line.forEach((s, i) => { const r = el('reel' + i); r.textContent = names[s] || s; r.className = 'reel ' + s; }); }
async function start() {
  const a = await post('/api/session', { token, vendor, gameCode, lang: root.dataset.lang });
  if (!a.success) { el('status').textContent = a.message || t.failed; return; }
  const v = a.value; currency = v.currency;
  el('name').textContent = v.gameName; document.title = v.gameName;
  if (v.mode === 'FUN') el('mode').hidden = false;
  el('stake').min = v.minStake; el('stake').max = v.maxStake;
  el('rtp').textContent = t.rtp + ': ' + v.rtp + '. ' + t.paytable;
  setBalance(v.balance);
  el('status').hidden = true; el('play').hidden = false;
}
el('play').addEventListener('submit', async (e) => {
  e.preventDefault();
  const button = el('spin'); button.disabled = true; show('', '');
  for (let i = 0; i < 3; i++) el('reel' + i).classList.add('spinning');
  try {
    const a = await post('/api/play', { token, stake: el('stake').value });
    if (!a.success) { show('error', a.message || t.failed); setBalance(a.value && a.value.balance); return; }
    const v = a.value; setReels(v.line); setBalance(v.balance);
    if (v.win !== '0.00') show('win', t.win + ': ' + currency + ' ' + v.win); else show('', t.noWin);
    if (v.winPending) el('rtp').textContent = t.pending;
    window.parent.postMessage({ type: 'vendor-round' }, '*');
  } catch { show('error', t.failed); }
  finally { button.disabled = false; for (let i = 0; i < 3; i++) el('reel' + i).classList.remove('spinning'); }
});
start();
`;

export function gamePage(input: { gameCode: string; lang: string | null; nonce: string }): string {
  const lang = pageLanguage(input.lang);
  const t = labels[lang];
  return `<!doctype html>
<html lang="${lang.toLowerCase()}" dir="${lang === 'UR' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(input.gameCode)}</title>
<style nonce="${input.nonce}">${style}</style>
</head>
<body>
<main id="game" data-game="${escapeHtml(input.gameCode)}" data-lang="${lang}" data-labels="${escapeHtml(JSON.stringify(t))}">
  <header>
    <h1 id="name">${escapeHtml(input.gameCode)}</h1>
    <span id="mode" class="badge" hidden>${escapeHtml(t.fun ?? '')}</span>
    <span>${escapeHtml(t.balance ?? '')}: <span id="balance" class="balance" data-testid="vendor-balance">…</span></span>
  </header>
  <section class="reels" aria-live="polite">
    <div id="reel0" class="reel SEVEN">7</div><div id="reel1" class="reel SEVEN">7</div><div id="reel2" class="reel SEVEN">7</div>
  </section>
  <p id="status" role="status">${escapeHtml(t.loading ?? '')}</p>
  <form id="play" hidden>
    <label>${escapeHtml(t.stake ?? '')}<input id="stake" name="stake" type="number" step="0.01" value="1.00" inputmode="decimal"></label>
    <button id="spin" type="submit">${escapeHtml(t.play ?? '')}</button>
  </form>
  <p id="result" class="result" role="status"></p>
  <p id="rtp" class="note"></p>
</main>
<script nonce="${input.nonce}">${script}</script>
</body>
</html>`;
}

const chatLabels: Record<Lang, Record<string, string>> = {
  EN: { title: 'Live chat', send: 'Send', placeholder: 'Say something to the table', offline: 'The dealer is off shift; messages stay in the room.', empty: 'No messages yet.', failed: 'The message was not sent; please try again.' },
  UR: { title: 'لائیو چیٹ', send: 'بھیجیں', placeholder: 'میز سے کچھ کہیں', offline: 'ڈیلر ڈیوٹی پر نہیں؛ پیغامات کمرے میں رہتے ہیں۔', empty: 'ابھی کوئی پیغام نہیں۔', failed: 'پیغام نہیں بھیجا جا سکا، دوبارہ کوشش کریں۔' },
  ZH: { title: '在线聊天', send: '发送', placeholder: '和牌桌说点什么', offline: '荷官不在班，消息会保留在房间中。', empty: '暂无消息。', failed: '消息未发送，请重试。' },
  TH: { title: 'แชทสด', send: 'ส่ง', placeholder: 'พูดคุยกับโต๊ะ', offline: 'ดีลเลอร์ไม่ได้อยู่ในกะ ข้อความยังคงอยู่ในห้อง', empty: 'ยังไม่มีข้อความ', failed: 'ส่งข้อความไม่สำเร็จ โปรดลองอีกครั้ง' },
  VI: { title: 'Trò chuyện trực tiếp', send: 'Gửi', placeholder: 'Nói gì đó với bàn chơi', offline: 'Người chia bài đang nghỉ ca; tin nhắn vẫn ở trong phòng.', empty: 'Chưa có tin nhắn.', failed: 'Chưa gửi được tin nhắn, vui lòng thử lại.' },
};

const chatStyle = `
${arabicFont}
:root { color-scheme: dark; --bg: #0f1420; --panel: #182033; --line: #2a3550; --text: #eef2fb; --muted: #9aa7c4; --accent: #f5b942; --bad: #ff6b6b; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text); font: 15px/1.4 system-ui, 'Vendor Arabic', sans-serif; }
main { max-width: 640px; height: 100%; margin: 0 auto; padding: 16px; display: flex; flex-direction: column; gap: 12px; }
h1 { font-size: 18px; margin: 0; }
.note { color: var(--muted); font-size: 13px; margin: 0; }
ol { flex: 1; overflow-y: auto; list-style: none; margin: 0; padding: 12px; background: var(--panel); border: 1px solid var(--line); border-radius: 12px; display: flex; flex-direction: column; gap: 8px; }
li b { color: var(--muted); margin-inline-end: 6px; }
li.dealer b { color: var(--accent); }
form { display: flex; gap: 8px; }
input { flex: 1; padding: 10px 12px; border-radius: 10px; border: 1px solid var(--line); background: #0b0f18; color: var(--text); font-size: 15px; }
button { padding: 10px 20px; border: 0; border-radius: 10px; background: var(--accent); color: #1b1400; font-weight: 700; cursor: pointer; }
button:disabled { opacity: .5; cursor: progress; }
.error { color: var(--bad); min-height: 20px; margin: 0; }
`;

const chatScript = `
const root = document.getElementById('chat');
const t = JSON.parse(root.dataset.labels);
const q = new URLSearchParams(location.search);
const room = '/api/chat/' + encodeURIComponent(root.dataset.model);
let after = 0;
const list = document.getElementById('messages');
function add(messages) {
  if (messages.length) document.getElementById('empty').hidden = true;
  for (const m of messages) {
    if (m.id <= after) continue;
    after = m.id;
    const li = document.createElement('li');
    if (m.dealer) li.className = 'dealer';
    const b = document.createElement('b'); b.textContent = m.author;
    li.append(b, document.createTextNode(m.text));
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;
}
async function poll() {
  try { const res = await fetch(room + '?after=' + after); const json = await res.json(); if (json.success) add(json.value.messages); } catch {}
}
document.getElementById('send').addEventListener('submit', async (e) => {
  e.preventDefault();
  const input = document.getElementById('text');
  const err = document.getElementById('error'); err.textContent = '';
  try {
    const res = await fetch(room, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ author: q.get('nickname') || 'Guest', text: input.value, dealer: q.get('dealer') || '', lang: root.dataset.lang }) });
    const json = await res.json();
    if (!json.success) { err.textContent = t.failed; return; }
    input.value = ''; add(json.value.messages);
  } catch { err.textContent = t.failed; }
});
// The button waits for this script: a submit before it would reload the room and lose the text.
document.querySelector('#send button').disabled = false;
poll(); setInterval(poll, 2000);
`;

export function chatPage(input: { modelId: string; dealer: string; lang: string | null; online: boolean; nonce: string }): string {
  const lang = pageLanguage(input.lang);
  const t = chatLabels[lang];
  return `<!doctype html>
<html lang="${lang.toLowerCase()}" dir="${lang === 'UR' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.title ?? '')} · ${escapeHtml(input.dealer)}</title>
<style nonce="${input.nonce}">${chatStyle}</style>
</head>
<body>
<main id="chat" data-model="${escapeHtml(input.modelId)}" data-lang="${lang}" data-labels="${escapeHtml(JSON.stringify(t))}">
  <h1>${escapeHtml(t.title ?? '')} · ${escapeHtml(input.dealer)}</h1>
  ${input.online ? '' : `<p class="note">${escapeHtml(t.offline ?? '')}</p>`}
  <ol id="messages" aria-live="polite"><li id="empty" class="note">${escapeHtml(t.empty ?? '')}</li></ol>
  <form id="send">
    <input id="text" name="text" maxlength="200" required autocomplete="off" placeholder="${escapeHtml(t.placeholder ?? '')}" aria-label="${escapeHtml(t.placeholder ?? '')}">
    <button type="submit" disabled>${escapeHtml(t.send ?? '')}</button>
  </form>
  <p id="error" class="error" role="alert"></p>
</main>
<script nonce="${input.nonce}">${chatScript}</script>
</body>
</html>`;
}
