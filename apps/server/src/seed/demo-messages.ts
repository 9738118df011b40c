import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

const WELCOME_SENDER = 'system:welcome';

const title = {
  EN: 'Welcome to Lumen',
  UR: 'Lumen میں خوش آمدید',
  ZH: '欢迎来到 Lumen',
  TH: 'ยินดีต้อนรับสู่ Lumen',
  VI: 'Chào mừng đến với Lumen',
};
const body = {
  EN: 'Deposit with the sandbox method to try the wallet, then play a house slot. Messages about your deposits and withdrawals arrive here too.',
  UR: 'والٹ آزمانے کے لیے سینڈ باکس طریقے سے رقم جمع کریں، پھر ہاؤس سلاٹ کھیلیں۔ آپ کی جمع اور نکلوائی گئی رقم کے پیغامات بھی یہیں آتے ہیں۔',
  ZH: '使用沙盒方式存款体验钱包，然后试玩自营老虎机。有关存款和提款的消息也会显示在这里。',
  TH: 'ฝากเงินด้วยวิธีแซนด์บ็อกซ์เพื่อลองใช้กระเป๋าเงิน แล้วลองเล่นสล็อตของเว็บ ข้อความเกี่ยวกับการฝากและถอนเงินของคุณจะแสดงที่นี่ด้วย',
  VI: 'Nạp tiền bằng phương thức sandbox để dùng thử ví, rồi chơi slot của nhà cái. Tin nhắn về nạp và rút tiền của bạn cũng hiển thị tại đây.',
};

/** One message to every member, once: the demo's platform information is never empty. */
export async function seedDemoMessages(db: Kysely<DB>): Promise<void> {
  const existing = await db.selectFrom('message').select('id').where('sender', '=', WELCOME_SENDER).executeTakeFirst();
  if (existing) return;
  await db.insertInto('message').values({ member_id: null, kind: 'NOTICE', title: JSON.stringify(title), body: JSON.stringify(body), sender: WELCOME_SENDER }).execute();
}
