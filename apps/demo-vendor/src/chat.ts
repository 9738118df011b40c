/**
 * Live-dealer chat rooms: one per dealer (model id), held in memory by the vendor. Viewers post
 * short messages and read everyone's; the dealer answers each viewer message with a line of table
 * talk in the room's language.
 */

export interface ChatMessage {
  id: number;
  author: string;
  text: string;
  dealer: boolean;
  at: string;
}

const ROOM_MESSAGES = 100;
const MAX_ROOMS = 2_000;

const dealerLines: Record<string, string[]> = {
  EN: ['Welcome to the table, {name}!', 'Place your bets, please.', 'Good luck on the next hand, {name}!', 'No more bets. Dealing now.', 'Thank you for playing, {name}.'],
  UR: ['میز پر خوش آمدید، {name}!', 'براہ کرم اپنی شرط لگائیں۔', 'اگلے ہاتھ کے لیے نیک خواہشات، {name}!', 'مزید شرط نہیں۔ پتے بانٹے جا رہے ہیں۔', 'کھیلنے کا شکریہ، {name}۔'],
  ZH: ['欢迎来到牌桌，{name}！', '请下注。', '祝下一局好运，{name}！', '停止下注，开始发牌。', '感谢游戏，{name}。'],
  TH: ['ยินดีต้อนรับสู่โต๊ะ {name}!', 'เชิญวางเดิมพันค่ะ', 'ขอให้โชคดีตาหน้า {name}!', 'ปิดรับเดิมพัน กำลังแจกไพ่', 'ขอบคุณที่ร่วมเล่น {name}'],
  VI: ['Chào mừng đến bàn chơi, {name}!', 'Xin mời đặt cược.', 'Chúc may mắn ván sau, {name}!', 'Dừng cược. Bắt đầu chia bài.', 'Cảm ơn bạn đã chơi, {name}.'],
};

interface Room {
  messages: ChatMessage[];
  next: number;
  replies: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const clean = (text: string, max: number) => text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, max);

export class ChatRooms {
  private readonly rooms = new Map<string, Room>();

  private room(modelId: string): Room {
    let room = this.rooms.get(modelId);
    if (!room) {
      if (this.rooms.size >= MAX_ROOMS) {
        const oldest = this.rooms.keys().next().value;
        if (oldest !== undefined) this.rooms.delete(oldest);
      }
      room = { messages: [], next: 1, replies: 0 };
      this.rooms.set(modelId, room);
    }
    return room;
  }

  private add(room: Room, author: string, text: string, dealer: boolean): ChatMessage {
    const message = { id: room.next++, author, text, dealer, at: new Date().toISOString() };
    room.messages.push(message);
    if (room.messages.length > ROOM_MESSAGES) room.messages.splice(0, room.messages.length - ROOM_MESSAGES);
    return message;
  }

  /** Messages after `after` (0 for the whole recent history). */
  read(modelId: string, after: number): ChatMessage[] {
    return this.room(modelId).messages.filter((m) => m.id > after);
  }

  /** A viewer's message and the dealer's answer; null when the text is empty after cleaning. */
  post(modelId: string, input: { author: string; text: string; dealerName: string; lang: string }): ChatMessage[] | null {
    const text = clean(input.text, 200);
    if (!text) return null;
    const author = clean(input.author, 40) || 'Guest';
    const room = this.room(modelId);
    const own = this.add(room, author, text, false);
    const lines = dealerLines[input.lang] ?? (dealerLines.EN as string[]);
    const line = (lines[room.replies++ % lines.length] as string).replace('{name}', author);
    return [own, this.add(room, clean(input.dealerName, 40) || 'Dealer', line, true)];
  }
}
