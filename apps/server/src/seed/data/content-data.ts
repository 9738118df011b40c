import type { BannerGroupName, LinkageType } from '../../modules/content/content.table.ts';
import type { Translated } from '../../lib/translated.ts';

export interface BannerSeed {
  code: string;
  group: BannerGroupName;
  title: Translated;
  subtitle: Translated;
  theme: string;
  linkageType: LinkageType;
  linkage: string;
}

export const banners: BannerSeed[] = [
  {
    code: 'home-welcome',
    group: 'w_home',
    title: { EN: 'Welcome Bonus 100%', UR: 'خوش آمدید بونس 100%', ZH: '首存奖金 100%', TH: 'โบนัสต้อนรับ 100%', VI: 'Thưởng chào mừng 100%' },
    subtitle: { EN: 'Double your first deposit up to Rs 10,000', UR: 'اپنا پہلا ڈپازٹ 10,000 روپے تک دوگنا کریں', ZH: '首存翻倍，最高 10,000', TH: 'เงินฝากครั้งแรกเพิ่มเป็นสองเท่า สูงสุด Rs 10,000', VI: 'Nhân đôi lần nạp đầu, tối đa Rs 10,000' },
    theme: 'violet',
    linkageType: 'INTERNAL',
    linkage: '/promotions',
  },
  {
    code: 'home-slots',
    group: 'w_home',
    title: { EN: '10,000 Slots to Spin', UR: 'گھمانے کے لیے 10,000 سلاٹس', ZH: '上万款电子游戏', TH: 'สล็อตกว่า 10,000 เกม', VI: 'Hơn 10.000 trò nổ hũ' },
    subtitle: { EN: 'Every vendor, one wallet', UR: 'ہر وینڈر، ایک والیٹ', ZH: '所有厂商，一个钱包', TH: 'ทุกค่ายเกม ในกระเป๋าเงินเดียว', VI: 'Mọi nhà cung cấp, một ví' },
    theme: 'sunset',
    linkageType: 'INTERNAL',
    linkage: '/rng',
  },
  {
    code: 'home-live',
    group: 'w_home',
    title: { EN: 'Live Casino Nights', UR: 'لائیو کیسینو کی راتیں', ZH: '真人娱乐之夜', TH: 'ค่ำคืนคาสิโนสด', VI: 'Đêm casino trực tiếp' },
    subtitle: { EN: 'Real dealers, real time, every day', UR: 'اصلی ڈیلر، حقیقی وقت، ہر روز', ZH: '真人荷官，实时对局', TH: 'ดีลเลอร์จริง เวลาจริง ทุกวัน', VI: 'Người chia bài thật, thời gian thực, mỗi ngày' },
    theme: 'ocean',
    linkageType: 'INTERNAL',
    linkage: '/live',
  },
  {
    code: 'home-referral',
    group: 'w_home',
    title: { EN: 'Invite Friends, Earn Together', UR: 'دوستوں کو مدعو کریں، مل کر کمائیں', ZH: '邀请好友，一起赚', TH: 'ชวนเพื่อน รับรางวัลด้วยกัน', VI: 'Mời bạn bè, cùng nhận thưởng' },
    subtitle: { EN: 'A reward for every friend who plays', UR: 'کھیلنے والے ہر دوست پر انعام', ZH: '每位好友都有奖励', TH: 'รับรางวัลทุกครั้งที่เพื่อนเล่น', VI: 'Phần thưởng cho mỗi người bạn tham gia chơi' },
    theme: 'emerald',
    linkageType: 'INTERNAL',
    linkage: '/promotions',
  },
  {
    code: 'login-side',
    group: 'w_login',
    // Not the popup's own title ("Welcome back"), which it sits right under.
    title: { EN: 'Your games are waiting', UR: 'آپ کے کھیل منتظر ہیں', ZH: '您的游戏正在等待', TH: 'เกมของคุณรออยู่', VI: 'Trò chơi của bạn đang chờ' },
    subtitle: {
      EN: 'Slots, live tables and crash rounds in one place',
      UR: 'سلاٹس، لائیو ٹیبلز اور کریش ایک ہی جگہ',
      ZH: '老虎机、真人桌台和崩溃游戏尽在一处',
      TH: 'สล็อต โต๊ะสด และเกมแครช ในที่เดียว',
      VI: 'Slot, bàn trực tiếp và crash ở cùng một nơi',
    },
    theme: 'violet',
    linkageType: 'NONE',
    linkage: '',
  },
  {
    code: 'register-side',
    group: 'w_register',
    title: { EN: 'Join in one minute', UR: 'ایک منٹ میں شامل ہوں', ZH: '一分钟注册', TH: 'สมัครในหนึ่งนาที', VI: 'Tham gia trong một phút' },
    subtitle: { EN: 'Claim your welcome bonus after your first deposit', UR: 'پہلے ڈپازٹ کے بعد خوش آمدید بونس حاصل کریں', ZH: '首存后领取迎新奖金', TH: 'รับโบนัสต้อนรับหลังฝากเงินครั้งแรก', VI: 'Nhận thưởng chào mừng sau lần nạp đầu tiên' },
    theme: 'sunset',
    linkageType: 'NONE',
    linkage: '',
  },
  {
    code: 'forget-side',
    group: 'w_forget',
    // Not the popup's own title ("Reset your password").
    title: { EN: 'Locked out? No problem', UR: 'رسائی نہیں؟ کوئی بات نہیں', ZH: '进不去？没关系', TH: 'เข้าไม่ได้? ไม่เป็นไร', VI: 'Không vào được? Đừng lo' },
    subtitle: { EN: 'Back in your account in a few steps', UR: 'چند مراحل میں اپنے اکاؤنٹ میں واپس', ZH: '几步即可找回账户', TH: 'กลับเข้าบัญชีได้ในไม่กี่ขั้นตอน', VI: 'Trở lại tài khoản chỉ sau vài bước' },
    theme: 'ocean',
    linkageType: 'NONE',
    linkage: '',
  },
  {
    code: 'leftmenu-app',
    group: 'w_leftmenu',
    title: { EN: 'Invite friends', UR: 'دوستوں کو مدعو کریں', ZH: '邀请好友', TH: 'ชวนเพื่อน', VI: 'Mời bạn bè' },
    subtitle: { EN: 'Earn together', UR: 'مل کر کمائیں', ZH: '一起赚取奖励', TH: 'รับรางวัลไปด้วยกัน', VI: 'Cùng nhận thưởng' },
    theme: 'emerald',
    linkageType: 'INTERNAL',
    linkage: '/promotions',
  },
  {
    code: 'promo-rebate',
    group: 'w_promo',
    title: { EN: 'Rebate up to 0.8% on every bet', UR: 'ہر شرط پر 0.8% تک ریبیٹ', ZH: '每笔投注返水高达 0.8%', TH: 'เงินคืนสูงสุด 0.8% ทุกเดิมพัน', VI: 'Hoàn trả đến 0,8% mỗi cược' },
    subtitle: { EN: 'Claim it any time under Manual Rebate', UR: 'دستی ریبیٹ میں جب چاہیں حاصل کریں', ZH: '随时在手动返水中领取', TH: 'กดรับได้ทุกเมื่อที่เงินคืนแบบกดรับเอง', VI: 'Nhận bất cứ lúc nào tại Hoàn trả thủ công' },
    theme: 'sunset',
    linkageType: 'INTERNAL',
    linkage: '/promotions',
  },
  {
    code: 'promo-weekend',
    group: 'w_promo',
    title: { EN: 'Weekend Reload 20%', UR: 'ویک اینڈ ری لوڈ 20%', ZH: '周末充值 20%', TH: 'โบนัสเติมเงินสุดสัปดาห์ 20%', VI: 'Nạp cuối tuần 20%' },
    subtitle: { EN: 'Every Saturday and Sunday', UR: 'ہر ہفتہ اور اتوار', ZH: '每周六和周日', TH: 'ทุกวันเสาร์และอาทิตย์', VI: 'Mỗi thứ Bảy và Chủ nhật' },
    theme: 'violet',
    linkageType: 'INTERNAL',
    linkage: '/promotions',
  },
];

export interface AnnouncementSeed {
  code: string;
  type: 'PL' | 'PU' | 'PR' | 'H';
  execution: 'A' | 'B' | 'F';
  promotionType: string | null;
  title: Translated;
  content: Translated;
  /** Days before the seed's reference date. */
  daysAgo: number;
  /** Promotions members apply for (activity application). */
  applicable?: boolean;
}

const p = (text: string) => `<p>${text}</p>`;

export const announcements: AnnouncementSeed[] = [
  {
    code: 'notice-welcome',
    type: 'PL',
    execution: 'B',
    promotionType: null,
    title: { EN: 'Welcome to the platform', UR: 'پلیٹ فارم پر خوش آمدید', ZH: '欢迎来到本平台', TH: 'ยินดีต้อนรับสู่แพลตฟอร์ม', VI: 'Chào mừng đến với nền tảng' },
    content: {
      EN: p('Register in one minute, claim your welcome bonus and explore slots, live casino, sports and lottery from one wallet.'),
      UR: p('ایک منٹ میں رجسٹر کریں، اپنا خوش آمدید بونس حاصل کریں اور ایک ہی والیٹ سے سلاٹس، لائیو کیسینو، کھیل اور لاٹری دیکھیں۔'),
      ZH: p('一分钟完成注册，领取迎新奖金，用一个钱包畅玩电子游戏、真人娱乐、体育和彩票。'),
      TH: p('สมัครในหนึ่งนาที รับโบนัสต้อนรับ แล้วสนุกกับสล็อต คาสิโนสด กีฬา และหวย ด้วยกระเป๋าเงินเดียว'),
      VI: p('Đăng ký trong một phút, nhận thưởng chào mừng và khám phá nổ hũ, casino trực tiếp, thể thao và xổ số với một ví duy nhất.'),
    },
    daysAgo: 1,
  },
  {
    code: 'notice-maintenance-window',
    type: 'PL',
    execution: 'B',
    promotionType: null,
    title: { EN: 'Weekly maintenance window', UR: 'ہفتہ وار دیکھ بھال کا وقت', ZH: '每周维护时间', TH: 'ช่วงปิดปรับปรุงประจำสัปดาห์', VI: 'Lịch bảo trì hằng tuần' },
    content: {
      EN: p('Some vendors run maintenance on Tuesdays between 02:00 and 04:00 (GMT+5). Games of those vendors may be unavailable during that time.'),
      UR: p('کچھ وینڈرز منگل کو 02:00 سے 04:00 (GMT+5) کے درمیان دیکھ بھال کرتے ہیں۔ اس دوران ان کے کھیل دستیاب نہیں ہو سکتے۔'),
      ZH: p('部分厂商于每周二 02:00 至 04:00（GMT+5）进行维护，期间其游戏可能无法使用。'),
      TH: p('ผู้ให้บริการบางรายปิดปรับปรุงทุกวันอังคาร เวลา 02:00 ถึง 04:00 (GMT+5) ระหว่างนั้นเกมของผู้ให้บริการเหล่านั้นอาจใช้งานไม่ได้'),
      VI: p('Một số nhà cung cấp bảo trì vào thứ Ba từ 02:00 đến 04:00 (GMT+5). Trò chơi của họ có thể không khả dụng trong thời gian đó.'),
    },
    daysAgo: 3,
  },
  {
    code: 'notice-deposit-channels',
    type: 'PL',
    execution: 'A',
    promotionType: null,
    title: { EN: 'New deposit channels', UR: 'ڈپازٹ کے نئے طریقے', ZH: '新增充值渠道', TH: 'ช่องทางฝากเงินใหม่', VI: 'Kênh nạp tiền mới' },
    content: {
      EN: p('Bank transfer and e-wallet deposits are now credited within minutes. Always use the account details shown on the deposit page.'),
      UR: p('بینک ٹرانسفر اور ای والیٹ سے ڈپازٹ اب چند منٹوں میں جمع ہو جاتے ہیں۔ ہمیشہ ڈپازٹ صفحے پر دکھائی گئی اکاؤنٹ کی تفصیلات ہی استعمال کریں۔'),
      ZH: p('银行转账和电子钱包充值现在几分钟内即可到账。请始终使用充值页面显示的账户信息。'),
      TH: p('การฝากผ่านโอนเงินธนาคารและอีวอลเล็ตจะเข้าบัญชีภายในไม่กี่นาที โปรดใช้รายละเอียดบัญชีที่แสดงบนหน้าฝากเงินเสมอ'),
      VI: p('Tiền nạp qua chuyển khoản ngân hàng và ví điện tử nay được ghi có trong vài phút. Luôn dùng thông tin tài khoản hiển thị trên trang nạp tiền.'),
    },
    daysAgo: 4,
  },
  {
    code: 'notice-security',
    type: 'PL',
    execution: 'A',
    promotionType: null,
    title: { EN: 'Keep your account safe', UR: 'اپنا اکاؤنٹ محفوظ رکھیں', ZH: '保护您的账户安全', TH: 'รักษาบัญชีของคุณให้ปลอดภัย', VI: 'Giữ tài khoản an toàn' },
    content: {
      EN: p('Our staff will never ask for your password or verification codes. Change your password regularly and do not share it with anyone.'),
      UR: p('ہمارا عملہ کبھی آپ کا پاس ورڈ یا تصدیقی کوڈ نہیں مانگے گا۔ اپنا پاس ورڈ باقاعدگی سے تبدیل کریں اور کسی کو نہ بتائیں۔'),
      ZH: p('我们的工作人员绝不会向您索要密码或验证码。请定期更改密码，且不要告诉任何人。'),
      TH: p('เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณ โปรดเปลี่ยนรหัสผ่านเป็นประจำและอย่าบอกผู้อื่น'),
      VI: p('Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Hãy đổi mật khẩu thường xuyên và không chia sẻ với ai.'),
    },
    daysAgo: 6,
  },
  {
    code: 'headline-slots',
    type: 'H',
    execution: 'B',
    promotionType: null,
    title: { EN: 'Hundreds of new slots added this month', UR: 'اس مہینے سیکڑوں نئے سلاٹس شامل کیے گئے', ZH: '本月新增数百款电子游戏', TH: 'เพิ่มสล็อตใหม่หลายร้อยเกมในเดือนนี้', VI: 'Hàng trăm trò nổ hũ mới trong tháng này' },
    content: {
      EN: p('Find them under Slots, filtered by vendor, jackpot, scratch, video poker and more.'),
      UR: p('انہیں سلاٹس میں تلاش کریں، وینڈر، جیک پاٹ، اسکریچ، ویڈیو پوکر اور دیگر فلٹرز کے ساتھ۔'),
      ZH: p('在电子游戏中查找，可按厂商、奖池、刮刮乐、视频扑克等筛选。'),
      TH: p('ค้นหาได้ในหมวดสล็อต กรองตามผู้ให้บริการ แจ็กพอต สแครช วิดีโอโป๊กเกอร์ และอื่น ๆ'),
      VI: p('Tìm trong mục Nổ hũ, lọc theo nhà cung cấp, jackpot, cào thẻ, video poker và hơn thế nữa.'),
    },
    daysAgo: 2,
  },
  {
    code: 'headline-responsible',
    type: 'H',
    execution: 'A',
    promotionType: null,
    title: { EN: 'Play responsibly: set your limits', UR: 'ذمہ داری سے کھیلیں: اپنی حدیں مقرر کریں', ZH: '理性娱乐：设置您的限额', TH: 'เล่นอย่างรับผิดชอบ: กำหนดขีดจำกัดของคุณ', VI: 'Chơi có trách nhiệm: đặt giới hạn' },
    content: {
      EN: p('Deposit limits and self-exclusion are available from customer service at any time.'),
      UR: p('ڈپازٹ کی حدیں اور خود اخراج کسی بھی وقت کسٹمر سروس سے دستیاب ہیں۔'),
      ZH: p('您可随时通过客服设置充值限额或申请自我排除。'),
      TH: p('ขอกำหนดวงเงินฝากหรือพักการเล่นด้วยตนเองได้จากฝ่ายบริการลูกค้าตลอดเวลา'),
      VI: p('Bạn có thể đặt giới hạn nạp tiền hoặc tự loại trừ qua bộ phận chăm sóc khách hàng bất cứ lúc nào.'),
    },
    daysAgo: 8,
  },
  {
    code: 'popup-visitor',
    type: 'PU',
    execution: 'B',
    promotionType: 'WELCOME',
    title: { EN: '100% welcome bonus for new members', UR: 'نئے ممبران کے لیے 100% خوش آمدید بونس', ZH: '新会员首存 100% 奖金', TH: 'โบนัสต้อนรับ 100% สำหรับสมาชิกใหม่', VI: 'Thưởng chào mừng 100% cho thành viên mới' },
    content: {
      EN: p('Register today and your first deposit is doubled, up to Rs 10,000.') + p('Turnover of 10 times the bonus applies before withdrawal.'),
      UR: p('آج ہی رجسٹر کریں اور آپ کا پہلا ڈپازٹ 10,000 روپے تک دوگنا ہو جائے گا۔') + p('نکالنے سے پہلے بونس کا 10 گنا ٹرن اوور لازمی ہے۔'),
      ZH: p('今天注册，首笔充值翻倍，最高 Rs 10,000。') + p('提款前需完成奖金 10 倍的流水。'),
      TH: p('สมัครวันนี้ เงินฝากครั้งแรกของคุณจะเพิ่มเป็นสองเท่า สูงสุด Rs 10,000') + p('ต้องทำยอดหมุนเวียน 10 เท่าของโบนัสก่อนถอนเงิน'),
      VI: p('Đăng ký hôm nay, khoản nạp đầu tiên được nhân đôi, tối đa Rs 10,000.') + p('Cần đạt doanh thu cược gấp 10 lần tiền thưởng trước khi rút.'),
    },
    daysAgo: 1,
  },
  {
    code: 'popup-member',
    type: 'PU',
    execution: 'A',
    promotionType: null,
    title: { EN: 'Faster withdrawals', UR: 'تیز تر رقم نکالنا', ZH: '提款更快捷', TH: 'ถอนเงินเร็วขึ้น', VI: 'Rút tiền nhanh hơn' },
    content: {
      EN: p('Most withdrawals are now paid within 15 minutes. Please confirm receipt in the member centre when your money arrives.'),
      UR: p('زیادہ تر رقم نکالنے کی درخواستیں اب 15 منٹ میں ادا ہو جاتی ہیں۔ رقم ملنے پر ممبر سینٹر میں وصولی کی تصدیق کریں۔'),
      ZH: p('大多数提款现在 15 分钟内即可到账。款项到账后，请在会员中心确认收款。'),
      TH: p('การถอนเงินส่วนใหญ่จ่ายภายใน 15 นาที เมื่อได้รับเงินแล้วโปรดยืนยันการรับเงินในศูนย์สมาชิก'),
      VI: p('Hầu hết các lệnh rút tiền nay được chi trả trong 15 phút. Vui lòng xác nhận đã nhận tiền trong trung tâm thành viên khi tiền về.'),
    },
    daysAgo: 2,
  },
  {
    code: 'popup-first-login',
    type: 'PU',
    execution: 'F',
    promotionType: 'FIRST_DEPOSIT',
    title: { EN: 'Your welcome gift is ready', UR: 'آپ کا خوش آمدید تحفہ تیار ہے', ZH: '您的迎新礼物已准备好', TH: 'ของขวัญต้อนรับของคุณพร้อมแล้ว', VI: 'Quà chào mừng của bạn đã sẵn sàng' },
    content: {
      EN: p('Make your first deposit within 7 days to claim the 100% welcome bonus.'),
      UR: p('100% خوش آمدید بونس کے لیے 7 دن کے اندر پہلا ڈپازٹ کریں۔'),
      ZH: p('7 天内完成首笔充值，即可领取 100% 迎新奖金。'),
      TH: p('ฝากเงินครั้งแรกภายใน 7 วันเพื่อรับโบนัสต้อนรับ 100%'),
      VI: p('Nạp tiền lần đầu trong vòng 7 ngày để nhận thưởng chào mừng 100%.'),
    },
    daysAgo: 0,
  },
  {
    code: 'promo-daily-rebate',
    type: 'PR',
    execution: 'A',
    promotionType: 'REBATE',
    title: { EN: 'Rebate up to 0.8% on every bet', UR: 'ہر شرط پر 0.8% تک ریبیٹ', ZH: '每笔投注返水高达 0.8%', TH: 'เงินคืนสูงสุด 0.8% ทุกเดิมพัน', VI: 'Hoàn trả đến 0,8% mỗi cược' },
    content: {
      EN: p('Every settled real-money bet earns a rebate at its game type\'s rate, up to 0.8% on slots and fishing. It adds up as your rounds settle: claim it into your main wallet any time under Member Centre → Manual Rebate, for the last 30 days of play.'),
      UR: p('ہر طے شدہ اصل رقم کی شرط پر اس کی گیم کی قسم کی شرح سے ریبیٹ ملتا ہے، سلاٹس اور فشنگ پر 0.8% تک۔ یہ راؤنڈ طے ہونے کے ساتھ جمع ہوتا ہے: ممبر سینٹر ← دستی ریبیٹ میں جب چاہیں اسے اپنے مین والیٹ میں حاصل کریں، پچھلے 30 دن کے کھیل کے لیے۔'),
      ZH: p('每笔已结算的真钱投注都按其游戏类型的比例获得返水，老虎机和捕鱼最高 0.8%。返水随回合结算累积：可随时在会员中心 → 手动返水中领取到主钱包，涵盖最近 30 天的游戏。'),
      TH: p('ทุกเดิมพันเงินจริงที่ชำระแล้วได้รับเงินคืนตามอัตราของประเภทเกม สูงสุด 0.8% สำหรับสล็อตและเกมยิงปลา เงินคืนสะสมเมื่อรอบเกมชำระ: กดรับเข้ากระเป๋าหลักได้ทุกเมื่อที่ ศูนย์สมาชิก → เงินคืนแบบกดรับเอง สำหรับการเล่นใน 30 วันล่าสุด'),
      VI: p('Mỗi cược tiền thật đã kết toán được hoàn trả theo tỷ lệ của loại trò chơi, đến 0,8% với slot và bắn cá. Tiền hoàn trả cộng dồn khi các ván kết toán: nhận vào ví chính bất cứ lúc nào tại Trung tâm thành viên → Hoàn trả thủ công, cho 30 ngày chơi gần nhất.'),
    },
    daysAgo: 5,
  },
  {
    code: 'promo-referral',
    type: 'PR',
    execution: 'A',
    promotionType: 'REFERRAL',
    title: { EN: 'Invite friends and earn', UR: 'دوستوں کو مدعو کریں اور کمائیں', ZH: '邀请好友赚奖励', TH: 'ชวนเพื่อนรับรางวัล', VI: 'Mời bạn bè nhận thưởng' },
    content: {
      EN: p('Share your invitation link. When a friend who signed up with it has deposited and played, apply here with the friend\'s username: approved applications receive a reward in the reward centre.'),
      UR: p('اپنا دعوتی لنک شیئر کریں۔ جب اس لنک سے رجسٹر ہونے والا دوست ڈپازٹ کر کے کھیل لے تو یہاں اس کے صارف نام کے ساتھ درخواست دیں: منظور شدہ درخواستوں کا انعام انعامی مرکز میں ملتا ہے۔'),
      ZH: p('分享您的邀请链接。通过该链接注册的好友完成充值并游戏后，请在此填写好友的用户名申请：申请通过后，奖励将发放到奖励中心。'),
      TH: p('แชร์ลิงก์เชิญของคุณ เมื่อเพื่อนที่สมัครผ่านลิงก์ได้ฝากเงินและเล่นแล้ว ให้สมัครที่นี่ด้วยชื่อผู้ใช้ของเพื่อน คำขอที่อนุมัติจะได้รับรางวัลในศูนย์รางวัล'),
      VI: p('Chia sẻ liên kết mời của bạn. Khi người bạn đăng ký qua liên kết đã nạp tiền và chơi, hãy đăng ký tại đây với tên người dùng của bạn ấy: đơn được duyệt sẽ nhận thưởng trong trung tâm phần thưởng.'),
    },
    daysAgo: 7,
    applicable: true,
  },
  {
    code: 'promo-weekend',
    type: 'PR',
    execution: 'B',
    promotionType: 'RELOAD',
    title: { EN: 'Weekend reload 20%', UR: 'ویک اینڈ ری لوڈ 20%', ZH: '周末充值 20%', TH: 'โบนัสเติมเงินสุดสัปดาห์ 20%', VI: 'Nạp cuối tuần 20%' },
    content: {
      EN: p('Deposit on Saturday or Sunday and receive 20% extra, up to Rs 5,000.'),
      UR: p('ہفتہ یا اتوار کو ڈپازٹ کریں اور 5,000 روپے تک 20% اضافی حاصل کریں۔'),
      ZH: p('周六或周日充值，可额外获得 20%，最高 Rs 5,000。'),
      TH: p('ฝากเงินในวันเสาร์หรืออาทิตย์ รับเพิ่ม 20% สูงสุด Rs 5,000'),
      VI: p('Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thêm 20%, tối đa Rs 5,000.'),
    },
    daysAgo: 9,
  },
  {
    code: 'promo-lucky-draw',
    type: 'PR',
    execution: 'A',
    promotionType: 'RAFFLE',
    title: { EN: 'Weekly lucky draw: 10 winners', UR: 'ہفتہ وار قرعہ اندازی: 10 فاتحین', ZH: '每周幸运抽奖：10 位得主', TH: 'จับรางวัลประจำสัปดาห์: ผู้โชคดี 10 คน', VI: 'Rút thăm may mắn hằng tuần: 10 người thắng' },
    content: {
      EN: p('Join the draw, then play 500.00 on real-money games before it closes to qualify. Ten prizes, drawn from a seed whose fingerprint is published from the start.'),
      UR: p('قرعہ اندازی میں شامل ہوں، پھر اہل ہونے کے لیے بند ہونے سے پہلے اصل رقم کے کھیلوں پر 500.00 کھیلیں۔ دس انعامات۔'),
      ZH: p('参加抽奖，并在截止前于真钱游戏中投注满 500.00 即可获得资格。共十份奖品，抽奖种子的指纹从一开始就已公开。'),
      TH: p('เข้าร่วมการจับรางวัล แล้วเล่นเกมเงินจริงให้ครบ 500.00 ก่อนปิดเพื่อรับสิทธิ์ รางวัลสิบรางวัล สุ่มจากค่าซีดที่เผยแพร่ลายนิ้วมือตั้งแต่เริ่มต้น'),
      VI: p('Tham gia rút thăm, rồi chơi đủ 500.00 trên trò chơi tiền thật trước khi đóng để đủ điều kiện. Mười giải thưởng, rút từ một hạt giống có dấu vân tay được công bố ngay từ đầu.'),
    },
    daysAgo: 0,
  },
  {
    code: 'promo-lucky-draw-last',
    type: 'PR',
    execution: 'A',
    promotionType: 'RAFFLE',
    title: { EN: "Last week's lucky draw", UR: 'پچھلے ہفتے کی قرعہ اندازی', ZH: '上周幸运抽奖', TH: 'จับรางวัลสัปดาห์ที่แล้ว', VI: 'Rút thăm tuần trước' },
    content: {
      EN: p('The draw has closed: winners claim their prize here within seven days.'),
      UR: p('قرعہ اندازی بند ہو چکی ہے: فاتحین سات دن کے اندر یہاں انعام حاصل کریں۔'),
      ZH: p('抽奖已结束：中奖者请在七天内于此领取奖品。'),
      TH: p('การจับรางวัลปิดแล้ว ผู้โชคดีรับรางวัลได้ที่นี่ภายในเจ็ดวัน'),
      VI: p('Đợt rút thăm đã kết thúc: người thắng nhận giải tại đây trong vòng bảy ngày.'),
    },
    daysAgo: 8,
  },
];

export interface HelpSeed {
  anchor: string;
  title: Translated;
  items: { anchor: string; title: Translated; content: Translated }[];
}

const html = (...paragraphs: string[]) => paragraphs.map((t) => (t.startsWith('<') ? t : p(t))).join('');
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const help: HelpSeed[] = [
  {
    anchor: 'about',
    title: { EN: 'About us', UR: 'ہمارے بارے میں', ZH: '关于我们', TH: 'เกี่ยวกับเรา', VI: 'Về chúng tôi' },
    items: [
      {
        anchor: 'about-us',
        title: { EN: 'Who we are', UR: 'ہم کون ہیں', ZH: '我们是谁', TH: 'เราคือใคร', VI: 'Chúng tôi là ai' },
        content: {
          EN: html(
            'We run an online entertainment platform offering slots, live casino, fishing, card games, sports, esports, crash games and lotteries from leading game vendors, all played from one wallet.',
            'Our goals are simple: fair games, fast and safe payments, and friendly customer service that is available every day of the year.',
          ),
          UR: html(
            'ہم ایک آن لائن تفریحی پلیٹ فارم چلاتے ہیں جو معروف وینڈرز کے سلاٹس، لائیو کیسینو، فشنگ، تاش کے کھیل، کھیل، ای اسپورٹس، کریش گیمز اور لاٹریاں ایک ہی والیٹ سے پیش کرتا ہے۔',
            'ہمارے مقاصد سادہ ہیں: منصفانہ کھیل، تیز اور محفوظ ادائیگیاں، اور سال کے ہر دن دستیاب دوستانہ کسٹمر سروس۔',
          ),
          ZH: html(
            '我们运营一个在线娱乐平台，提供来自领先游戏厂商的电子游戏、真人娱乐、捕鱼、棋牌、体育、电竞、崩溃游戏和彩票，全部使用一个钱包游玩。',
            '我们的目标很简单：公平的游戏、快速安全的支付，以及全年无休的友好客服。',
          ),
          TH: html(
            'เราให้บริการแพลตฟอร์มความบันเทิงออนไลน์ที่มีสล็อต คาสิโนสด ยิงปลา เกมไพ่ กีฬา อีสปอร์ต เกมแครช และหวย จากค่ายเกมชั้นนำ เล่นได้ทั้งหมดจากกระเป๋าเงินเดียว',
            'เป้าหมายของเราเรียบง่าย: เกมที่ยุติธรรม การชำระเงินที่รวดเร็วและปลอดภัย และฝ่ายบริการลูกค้าที่เป็นมิตรซึ่งพร้อมให้บริการทุกวันตลอดทั้งปี',
          ),
          VI: html(
            'Chúng tôi vận hành một nền tảng giải trí trực tuyến với nổ hũ, casino trực tiếp, bắn cá, game bài, thể thao, thể thao điện tử, trò chơi crash và xổ số từ các nhà cung cấp hàng đầu, tất cả chơi từ một ví.',
            'Mục tiêu của chúng tôi rất đơn giản: trò chơi công bằng, thanh toán nhanh chóng và an toàn, cùng đội ngũ chăm sóc khách hàng thân thiện làm việc mọi ngày trong năm.',
          ),
        },
      },
      {
        anchor: 'contact',
        title: { EN: 'Contact us', UR: 'ہم سے رابطہ کریں', ZH: '联系我们', TH: 'ติดต่อเรา', VI: 'Liên hệ' },
        content: {
          EN: html('Customer service is available 24 hours a day through live chat, Telegram, WhatsApp and e-mail. Open the customer-service menu to choose a channel.', 'Please have your username ready so that we can help you quickly. We will never ask for your password.'),
          UR: html(
            'کسٹمر سروس لائیو چیٹ، ٹیلیگرام، واٹس ایپ اور ای میل کے ذریعے 24 گھنٹے دستیاب ہے۔ چینل منتخب کرنے کے لیے کسٹمر سروس کا مینو کھولیں۔',
            'براہ کرم اپنا یوزر نیم تیار رکھیں تاکہ ہم جلد مدد کر سکیں۔ ہم کبھی آپ کا پاس ورڈ نہیں مانگیں گے۔',
          ),
          ZH: html(
            '客服通过在线客服、Telegram、WhatsApp 和电子邮件 24 小时提供服务。打开客服菜单选择渠道。',
            '请准备好您的用户名，以便我们快速为您提供帮助。我们绝不会索要您的密码。',
          ),
          TH: html(
            'ฝ่ายบริการลูกค้าพร้อมให้บริการตลอด 24 ชั่วโมงผ่านแชทสด Telegram WhatsApp และอีเมล เปิดเมนูบริการลูกค้าเพื่อเลือกช่องทาง',
            'โปรดเตรียมชื่อผู้ใช้ของคุณไว้เพื่อให้เราช่วยเหลือได้รวดเร็ว เราจะไม่ขอรหัสผ่านของคุณเด็ดขาด',
          ),
          VI: html(
            'Bộ phận chăm sóc khách hàng hoạt động 24 giờ mỗi ngày qua trò chuyện trực tuyến, Telegram, WhatsApp và email. Mở menu chăm sóc khách hàng để chọn kênh.',
            'Vui lòng chuẩn bị sẵn tên đăng nhập để chúng tôi hỗ trợ bạn nhanh chóng. Chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn.',
          ),
        },
      },
    ],
  },
  {
    anchor: 'term',
    title: { EN: 'Terms and conditions', UR: 'شرائط و ضوابط', ZH: '条款与条件', TH: 'ข้อกำหนดและเงื่อนไข', VI: 'Điều khoản và điều kiện' },
    items: [
      {
        anchor: 'term-general',
        title: { EN: 'General terms', UR: 'عمومی شرائط', ZH: '一般条款', TH: 'ข้อกำหนดทั่วไป', VI: 'Điều khoản chung' },
        content: {
          EN: html(
            'By registering an account you confirm that you are at least 18 years old, or the legal age for gambling in your country if higher, and that online gaming is legal where you live.',
            list(
              'Each person may hold one account only. Duplicate accounts may be closed and their winnings voided.',
              'You are responsible for keeping your password and verification codes secret.',
              'Deposits and withdrawals must use payment methods registered in your own name.',
              'We may ask for proof of identity before a withdrawal is paid.',
              'Bets are final once accepted. Results are those recorded by the game vendor.',
            ),
            'We may change these terms; the version published here applies from the moment it is published.',
          ),
          UR: html(
            'اکاؤنٹ رجسٹر کر کے آپ تصدیق کرتے ہیں کہ آپ کی عمر کم از کم 18 سال ہے، یا آپ کے ملک میں جوئے کی قانونی عمر اگر اس سے زیادہ ہے تو وہ، اور یہ کہ جہاں آپ رہتے ہیں وہاں آن لائن گیمنگ قانونی ہے۔',
            list(
              'ہر شخص صرف ایک اکاؤنٹ رکھ سکتا ہے۔ دہرے اکاؤنٹ بند کیے جا سکتے ہیں اور ان کی جیت منسوخ کی جا سکتی ہے۔',
              'اپنا پاس ورڈ اور تصدیقی کوڈ خفیہ رکھنا آپ کی ذمہ داری ہے۔',
              'ڈپازٹ اور رقم نکالنے کے لیے صرف وہی ادائیگی کے طریقے استعمال ہوں گے جو آپ کے اپنے نام پر رجسٹرڈ ہوں۔',
              'رقم نکالنے کی ادائیگی سے پہلے ہم شناخت کا ثبوت مانگ سکتے ہیں۔',
              'قبول ہونے کے بعد شرط حتمی ہوتی ہے۔ نتائج وہی ہیں جو گیم وینڈر نے درج کیے ہوں۔',
            ),
            'ہم ان شرائط میں تبدیلی کر سکتے ہیں؛ یہاں شائع شدہ نسخہ اپنی اشاعت کے لمحے سے لاگو ہوتا ہے۔',
          ),
          ZH: html(
            '注册账户即表示您确认已年满 18 周岁（如您所在国家的法定博彩年龄更高，则以该年龄为准），并且在线游戏在您居住地是合法的。',
            list(
              '每人只能持有一个账户。重复账户可能被关闭，其奖金可能被作废。',
              '您有责任对密码和验证码保密。',
              '存款和提款必须使用以您本人名义登记的支付方式。',
              '提款支付前，我们可能要求您提供身份证明。',
              '投注一经接受即为最终。结果以游戏厂商的记录为准。',
            ),
            '我们可能修改这些条款；此处公布的版本自公布之时起生效。',
          ),
          TH: html(
            'การลงทะเบียนบัญชีถือว่าคุณยืนยันว่ามีอายุอย่างน้อย 18 ปี หรือตามอายุที่กฎหมายประเทศของคุณกำหนดสำหรับการพนันหากสูงกว่า และการเล่นเกมออนไลน์ถูกกฎหมายในที่ที่คุณอาศัยอยู่',
            list(
              'หนึ่งคนถือได้เพียงหนึ่งบัญชี บัญชีซ้ำอาจถูกปิดและเงินรางวัลอาจถูกยกเลิก',
              'คุณมีหน้าที่เก็บรหัสผ่านและรหัสยืนยันเป็นความลับ',
              'การฝากและถอนเงินต้องใช้ช่องทางชำระเงินที่ลงทะเบียนในชื่อของคุณเอง',
              'เราอาจขอหลักฐานยืนยันตัวตนก่อนจ่ายเงินถอน',
              'เดิมพันถือเป็นที่สิ้นสุดเมื่อได้รับการยอมรับ ผลลัพธ์เป็นไปตามที่ค่ายเกมบันทึก',
            ),
            'เราอาจเปลี่ยนแปลงข้อกำหนดเหล่านี้ ฉบับที่เผยแพร่ที่นี่มีผลตั้งแต่เวลาที่เผยแพร่',
          ),
          VI: html(
            'Khi đăng ký tài khoản, bạn xác nhận mình đủ 18 tuổi trở lên, hoặc đủ độ tuổi hợp pháp để tham gia cá cược tại quốc gia của bạn nếu cao hơn, và trò chơi trực tuyến là hợp pháp nơi bạn sinh sống.',
            list(
              'Mỗi người chỉ được giữ một tài khoản. Tài khoản trùng lặp có thể bị đóng và tiền thắng bị hủy.',
              'Bạn có trách nhiệm giữ bí mật mật khẩu và mã xác minh.',
              'Nạp và rút tiền phải dùng phương thức thanh toán đứng tên chính bạn.',
              'Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi chi trả khoản rút.',
              'Cược là cuối cùng sau khi được chấp nhận. Kết quả theo ghi nhận của nhà cung cấp trò chơi.',
            ),
            'Chúng tôi có thể thay đổi các điều khoản này; phiên bản đăng tại đây có hiệu lực từ thời điểm đăng.',
          ),
        },
      },
      {
        anchor: 'term-bonus',
        title: { EN: 'Bonus terms', UR: 'بونس کی شرائط', ZH: '奖金条款', TH: 'เงื่อนไขโบนัส', VI: 'Điều khoản tiền thưởng' },
        content: {
          EN: html(
            'Bonuses carry a turnover requirement shown on each promotion. Until it is met, bonus money and the winnings from it cannot be withdrawn.',
            'One bonus per person, household, device and payment method. Abuse of promotions, including betting on both sides of an outcome, voids the bonus and its winnings.',
          ),
          UR: html(
            'ہر بونس پر ٹرن اوور کی شرط ہوتی ہے جو ہر پروموشن پر دکھائی جاتی ہے۔ اس کے پورا ہونے تک بونس کی رقم اور اس سے جیتی گئی رقم نکالی نہیں جا سکتی۔',
            'ہر شخص، گھرانے، آلے اور ادائیگی کے طریقے کے لیے ایک بونس۔ پروموشنز کا غلط استعمال، بشمول کسی نتیجے کے دونوں طرف شرط لگانا، بونس اور اس کی جیت کو منسوخ کر دیتا ہے۔',
          ),
          ZH: html(
            '奖金附带流水要求，各项优惠页面上均有显示。达到要求前，奖金及其产生的盈利不能提取。',
            '每人、每户、每台设备和每种支付方式限领一次奖金。滥用优惠（包括对同一结果的两边同时投注）将导致奖金及其盈利作废。',
          ),
          TH: html(
            'โบนัสมีเงื่อนไขยอดหมุนเวียนที่แสดงไว้ในแต่ละโปรโมชัน จนกว่าจะทำครบ เงินโบนัสและเงินรางวัลที่ได้จากโบนัสจะถอนไม่ได้',
            'หนึ่งโบนัสต่อหนึ่งคน ครัวเรือน อุปกรณ์ และช่องทางชำระเงิน การใช้โปรโมชันในทางที่ผิด รวมถึงการเดิมพันทั้งสองฝั่งของผลลัพธ์เดียวกัน จะทำให้โบนัสและเงินรางวัลถูกยกเลิก',
          ),
          VI: html(
            'Tiền thưởng đi kèm yêu cầu doanh thu cược được ghi trên từng khuyến mãi. Cho đến khi đạt yêu cầu, tiền thưởng và tiền thắng từ đó không thể rút.',
            'Mỗi người, hộ gia đình, thiết bị và phương thức thanh toán chỉ nhận một lần thưởng. Lạm dụng khuyến mãi, kể cả đặt cược cả hai phía của một kết quả, sẽ khiến tiền thưởng và tiền thắng bị hủy.',
          ),
        },
      },
    ],
  },
  {
    anchor: 'responsible',
    title: { EN: 'Responsible gaming', UR: 'ذمہ دارانہ گیمنگ', ZH: '理性博彩', TH: 'การเล่นอย่างรับผิดชอบ', VI: 'Chơi có trách nhiệm' },
    items: [
      {
        anchor: 'responsible-limits',
        title: { EN: 'Stay in control', UR: 'قابو میں رہیں', ZH: '保持自控', TH: 'ควบคุมตัวเอง', VI: 'Luôn kiểm soát' },
        content: {
          EN: html(
            'Gaming should be entertainment, never a way to make money. Decide in advance how much time and money you will spend, and stop when you reach it.',
            list('Never chase losses.', 'Do not play when upset, tired or under the influence of alcohol.', 'Take regular breaks.', 'Ask customer service for a deposit limit or a cooling-off period at any time.'),
            'If you need a break, we can close your account for a period you choose (self-exclusion). During that time you cannot log in or open a new account.',
          ),
          UR: html(
            'گیمنگ تفریح ہونی چاہیے، پیسہ کمانے کا ذریعہ کبھی نہیں۔ پہلے سے طے کریں کہ آپ کتنا وقت اور پیسہ خرچ کریں گے، اور اس حد پر پہنچ کر رک جائیں۔',
            list(
              'ہاری ہوئی رقم واپس جیتنے کے پیچھے کبھی نہ بھاگیں۔',
              'پریشانی، تھکن یا نشے کی حالت میں نہ کھیلیں۔',
              'باقاعدگی سے وقفہ لیں۔',
              'ڈپازٹ کی حد یا وقفے کی مدت کے لیے کسی بھی وقت کسٹمر سروس سے رابطہ کریں۔',
            ),
            'اگر آپ کو وقفہ چاہیے تو ہم آپ کی منتخب کردہ مدت کے لیے آپ کا اکاؤنٹ بند کر سکتے ہیں (خود اخراج)۔ اس دوران آپ نہ لاگ ان کر سکتے ہیں اور نہ نیا اکاؤنٹ کھول سکتے ہیں۔',
          ),
          ZH: html(
            '游戏应当是娱乐，而绝不是赚钱的方式。事先决定您要花费多少时间和金钱，达到后就停止。',
            list(
              '切勿追逐损失。',
              '情绪低落、疲惫或饮酒后不要游戏。',
              '定期休息。',
              '您可随时联系客服设置存款限额或冷静期。',
            ),
            '如果您需要休息，我们可以在您选择的期限内关闭您的账户（自我排除）。在此期间，您无法登录，也无法开设新账户。',
          ),
          TH: html(
            'การเล่นเกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหาเงิน กำหนดล่วงหน้าว่าจะใช้เวลาและเงินเท่าไร และหยุดเมื่อถึงขีดนั้น',
            list(
              'อย่าไล่ตามเงินที่เสียไป',
              'อย่าเล่นขณะอารมณ์ไม่ดี เหนื่อย หรือดื่มแอลกอฮอล์',
              'พักเป็นระยะ',
              'ติดต่อฝ่ายบริการลูกค้าเพื่อขอวงเงินฝากหรือช่วงพักได้ทุกเมื่อ',
            ),
            'หากคุณต้องการพัก เราสามารถปิดบัญชีของคุณตามระยะเวลาที่คุณเลือก (การกีดกันตนเอง) ระหว่างนั้นคุณจะเข้าสู่ระบบหรือเปิดบัญชีใหม่ไม่ได้',
          ),
          VI: html(
            'Chơi game nên là giải trí, không bao giờ là cách kiếm tiền. Hãy quyết định trước sẽ dành bao nhiêu thời gian và tiền bạc, và dừng lại khi đạt mức đó.',
            list(
              'Đừng bao giờ cố gỡ lại tiền thua.',
              'Không chơi khi buồn bực, mệt mỏi hoặc đã uống rượu bia.',
              'Nghỉ giải lao thường xuyên.',
              'Liên hệ chăm sóc khách hàng để đặt hạn mức nạp hoặc thời gian tạm nghỉ bất cứ lúc nào.',
            ),
            'Nếu bạn cần nghỉ, chúng tôi có thể đóng tài khoản của bạn trong khoảng thời gian bạn chọn (tự loại trừ). Trong thời gian đó bạn không thể đăng nhập hay mở tài khoản mới.',
          ),
        },
      },
      {
        anchor: 'responsible-minors',
        title: { EN: 'Protection of minors', UR: 'نابالغوں کا تحفظ', ZH: '保护未成年人', TH: 'การคุ้มครองผู้เยาว์', VI: 'Bảo vệ trẻ vị thành niên' },
        content: {
          EN: html('Players under 18 are not allowed. Accounts found to belong to minors are closed and deposits returned. Keep your login details away from children and use parental-control software on shared devices.'),
          UR: html('18 سال سے کم عمر کھلاڑیوں کی اجازت نہیں۔ نابالغوں کے اکاؤنٹ بند کر دیے جاتے ہیں اور ڈپازٹ واپس کر دیے جاتے ہیں۔ اپنی لاگ ان کی تفصیلات بچوں سے دور رکھیں اور مشترکہ آلات پر پیرنٹل کنٹرول سافٹ ویئر استعمال کریں۔'),
          ZH: html(
            '禁止 18 岁以下玩家参与。经查属于未成年人的账户将被关闭，存款将被退还。请勿让儿童接触您的登录信息，并在共用设备上使用家长控制软件。',
          ),
          TH: html(
            'ไม่อนุญาตผู้เล่นอายุต่ำกว่า 18 ปี บัญชีที่พบว่าเป็นของผู้เยาว์จะถูกปิดและคืนเงินฝาก เก็บข้อมูลเข้าสู่ระบบให้พ้นจากเด็ก และใช้ซอฟต์แวร์ควบคุมโดยผู้ปกครองบนอุปกรณ์ที่ใช้ร่วมกัน',
          ),
          VI: html(
            'Người chơi dưới 18 tuổi không được phép tham gia. Tài khoản bị phát hiện thuộc về trẻ vị thành niên sẽ bị đóng và hoàn trả tiền nạp. Hãy giữ thông tin đăng nhập tránh xa trẻ em và dùng phần mềm kiểm soát của phụ huynh trên thiết bị dùng chung.',
          ),
        },
      },
    ],
  },
  {
    anchor: 'privacy',
    title: { EN: 'Privacy policy', UR: 'رازداری کی پالیسی', ZH: '隐私政策', TH: 'นโยบายความเป็นส่วนตัว', VI: 'Chính sách bảo mật' },
    items: [
      {
        anchor: 'privacy-data',
        title: { EN: 'What we collect and why', UR: 'ہم کیا جمع کرتے ہیں اور کیوں', ZH: '我们收集什么以及原因', TH: 'ข้อมูลที่เราเก็บและเหตุผล', VI: 'Chúng tôi thu thập gì và tại sao' },
        content: {
          EN: html(
            'We collect the details you give us at registration (username, mobile number, e-mail, name for payouts), your transactions and game history, and technical data such as your IP address.',
            'We use them to run your account, pay you, prevent fraud, meet legal duties and, if you agree, to send you offers. We never sell your data.',
            'Passwords are stored only as salted hashes. Connections are encrypted. You may ask customer service for a copy of your data or for its deletion where the law allows.',
          ),
          UR: html(
            'ہم وہ تفصیلات جمع کرتے ہیں جو آپ رجسٹریشن پر دیتے ہیں (یوزر نیم، موبائل نمبر، ای میل، ادائیگی کے لیے نام)، آپ کے لین دین اور گیمز کی تاریخ، اور تکنیکی ڈیٹا جیسے آپ کا آئی پی ایڈریس۔',
            'ہم انہیں آپ کا اکاؤنٹ چلانے، آپ کو ادائیگی کرنے، دھوکہ دہی روکنے، قانونی ذمہ داریاں پوری کرنے اور، آپ کی رضامندی سے، آپ کو پیشکشیں بھیجنے کے لیے استعمال کرتے ہیں۔ ہم آپ کا ڈیٹا کبھی فروخت نہیں کرتے۔',
            'پاس ورڈ صرف نمک ملے ہیش کی صورت میں محفوظ کیے جاتے ہیں۔ کنکشن خفیہ کاری سے محفوظ ہوتے ہیں۔ جہاں قانون اجازت دے، آپ کسٹمر سروس سے اپنے ڈیٹا کی نقل یا اسے حذف کرنے کی درخواست کر سکتے ہیں۔',
          ),
          ZH: html(
            '我们收集您在注册时提供的信息（用户名、手机号码、电子邮箱、收款姓名）、您的交易和游戏记录，以及 IP 地址等技术数据。',
            '我们使用这些数据来运营您的账户、向您付款、防范欺诈、履行法律义务，并在您同意时向您发送优惠信息。我们绝不出售您的数据。',
            '密码仅以加盐哈希形式存储。连接均经过加密。在法律允许的情况下，您可以要求客服提供您的数据副本或将其删除。',
          ),
          TH: html(
            'เราเก็บข้อมูลที่คุณให้ไว้ตอนสมัคร (ชื่อผู้ใช้ เบอร์มือถือ อีเมล ชื่อสำหรับรับเงิน) ธุรกรรมและประวัติการเล่นเกมของคุณ และข้อมูลทางเทคนิค เช่น ที่อยู่ IP',
            'เราใช้ข้อมูลเหล่านี้เพื่อดูแลบัญชีของคุณ จ่ายเงินให้คุณ ป้องกันการฉ้อโกง ปฏิบัติตามกฎหมาย และส่งข้อเสนอให้คุณหากคุณยินยอม เราไม่ขายข้อมูลของคุณเด็ดขาด',
            'รหัสผ่านถูกเก็บในรูปแฮชที่เติมซอลต์เท่านั้น การเชื่อมต่อถูกเข้ารหัส คุณขอสำเนาข้อมูลของคุณหรือขอให้ลบข้อมูลได้ที่ฝ่ายบริการลูกค้าเท่าที่กฎหมายอนุญาต',
          ),
          VI: html(
            'Chúng tôi thu thập thông tin bạn cung cấp khi đăng ký (tên đăng nhập, số điện thoại, email, tên nhận tiền), giao dịch và lịch sử chơi của bạn, cùng dữ liệu kỹ thuật như địa chỉ IP.',
            'Chúng tôi dùng chúng để vận hành tài khoản, chi trả cho bạn, phòng chống gian lận, thực hiện nghĩa vụ pháp lý và, nếu bạn đồng ý, gửi ưu đãi cho bạn. Chúng tôi không bao giờ bán dữ liệu của bạn.',
            'Mật khẩu chỉ được lưu dưới dạng băm có muối. Kết nối được mã hóa. Bạn có thể yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao dữ liệu hoặc xóa dữ liệu khi pháp luật cho phép.',
          ),
        },
      },
    ],
  },
  {
    anchor: 'faq',
    title: { EN: 'Deposits and withdrawals', UR: 'ڈپازٹ اور رقم نکالنا', ZH: '存款与提款', TH: 'การฝากและถอนเงิน', VI: 'Nạp và rút tiền' },
    items: [
      {
        anchor: 'faq-deposit',
        title: { EN: 'How do I deposit?', UR: 'میں ڈپازٹ کیسے کروں؟', ZH: '如何存款？', TH: 'ฝากเงินอย่างไร', VI: 'Làm thế nào để nạp tiền?' },
        content: {
          EN: html(
            'Log in, open Deposit, choose a channel and an amount, then follow the instructions. Bank transfers and e-wallets are usually credited within a few minutes.',
            'Transfer the exact amount shown and keep your receipt. If the money has not arrived after 30 minutes, contact customer service with the receipt.',
          ),
          UR: html(
            'لاگ ان کریں، ڈپازٹ کھولیں، چینل اور رقم منتخب کریں، پھر ہدایات پر عمل کریں۔ بینک ٹرانسفر اور ای والیٹ عام طور پر چند منٹ میں کریڈٹ ہو جاتے ہیں۔',
            'بالکل وہی رقم منتقل کریں جو دکھائی گئی ہے اور اپنی رسید سنبھال کر رکھیں۔ اگر 30 منٹ بعد بھی رقم نہ پہنچے تو رسید کے ساتھ کسٹمر سروس سے رابطہ کریں۔',
          ),
          ZH: html(
            '登录后打开存款，选择渠道和金额，然后按照说明操作。银行转账和电子钱包通常几分钟内到账。',
            '请按页面显示的准确金额转账并保留凭证。如果 30 分钟后仍未到账，请携带凭证联系客服。',
          ),
          TH: html(
            'เข้าสู่ระบบ เปิดหน้าฝากเงิน เลือกช่องทางและจำนวนเงิน แล้วทำตามคำแนะนำ การโอนผ่านธนาคารและอีวอลเล็ตมักเข้าบัญชีภายในไม่กี่นาที',
            'โอนเงินตามจำนวนที่แสดงพอดีและเก็บหลักฐานการโอนไว้ หากเงินยังไม่เข้าหลัง 30 นาที ให้ติดต่อฝ่ายบริการลูกค้าพร้อมหลักฐาน',
          ),
          VI: html(
            'Đăng nhập, mở Nạp tiền, chọn kênh và số tiền, rồi làm theo hướng dẫn. Chuyển khoản ngân hàng và ví điện tử thường được ghi có trong vài phút.',
            'Hãy chuyển đúng số tiền hiển thị và giữ biên lai. Nếu sau 30 phút tiền vẫn chưa đến, hãy liên hệ chăm sóc khách hàng kèm biên lai.',
          ),
        },
      },
      {
        anchor: 'faq-withdraw',
        title: { EN: 'How do I withdraw?', UR: 'میں رقم کیسے نکالوں؟', ZH: '如何提款？', TH: 'ถอนเงินอย่างไร', VI: 'Làm thế nào để rút tiền?' },
        content: {
          EN: html(
            'Open Withdraw, choose the account to be paid and the amount, and confirm with your payment password if you set one. Most withdrawals are paid within 15 minutes.',
            'When the money arrives, confirm receipt in the member centre. If you received only part of it or nothing, say so there and attach proof; we will investigate.',
          ),
          UR: html(
            'رقم نکالنے کا صفحہ کھولیں، وہ اکاؤنٹ جس میں ادائیگی ہو اور رقم منتخب کریں، اور اگر آپ نے ادائیگی پاس ورڈ مقرر کیا ہے تو اس سے تصدیق کریں۔ زیادہ تر ادائیگیاں 15 منٹ میں ہو جاتی ہیں۔',
            'رقم پہنچنے پر ممبر سینٹر میں وصولی کی تصدیق کریں۔ اگر آپ کو رقم کا صرف کچھ حصہ ملا یا کچھ نہ ملا تو وہیں بتائیں اور ثبوت منسلک کریں؛ ہم تحقیق کریں گے۔',
          ),
          ZH: html(
            '打开提款，选择收款账户和金额，如已设置支付密码，请用其确认。大多数提款在 15 分钟内支付。',
            '款项到账后，请在会员中心确认收款。如果只收到部分款项或未收到，请在那里说明并附上凭证；我们会进行调查。',
          ),
          TH: html(
            'เปิดหน้าถอนเงิน เลือกบัญชีที่จะรับเงินและจำนวนเงิน แล้วยืนยันด้วยรหัสผ่านชำระเงินหากคุณตั้งไว้ การถอนส่วนใหญ่จ่ายภายใน 15 นาที',
            'เมื่อได้รับเงินแล้ว ให้ยืนยันการรับเงินในศูนย์สมาชิก หากได้รับเพียงบางส่วนหรือไม่ได้รับเลย ให้แจ้งที่นั่นพร้อมแนบหลักฐาน เราจะตรวจสอบให้',
          ),
          VI: html(
            'Mở Rút tiền, chọn tài khoản nhận và số tiền, rồi xác nhận bằng mật khẩu thanh toán nếu bạn đã đặt. Hầu hết các khoản rút được chi trả trong vòng 15 phút.',
            'Khi nhận được tiền, hãy xác nhận đã nhận trong trung tâm thành viên. Nếu chỉ nhận được một phần hoặc không nhận được, hãy báo tại đó và đính kèm bằng chứng; chúng tôi sẽ kiểm tra.',
          ),
        },
      },
      {
        anchor: 'faq-limits',
        title: { EN: 'Limits and fees', UR: 'حدود اور فیس', ZH: '限额与费用', TH: 'วงเงินและค่าธรรมเนียม', VI: 'Hạn mức và phí' },
        content: {
          EN: html('The minimum deposit and withdrawal amounts are shown on each channel. We charge no fees for deposits; your bank may. Withdrawals require the turnover of any active bonus to be met.'),
          UR: html('کم از کم ڈپازٹ اور رقم نکالنے کی حد ہر چینل پر دکھائی جاتی ہے۔ ہم ڈپازٹ پر کوئی فیس نہیں لیتے؛ آپ کا بینک لے سکتا ہے۔ رقم نکالنے سے پہلے کسی بھی فعال بونس کا ٹرن اوور پورا ہونا ضروری ہے۔'),
          ZH: html(
            '每个渠道都显示最低存款和提款金额。我们不收取存款手续费，但您的银行可能收取。提款前需完成所有进行中奖金的流水要求。',
          ),
          TH: html(
            'จำนวนฝากและถอนขั้นต่ำแสดงไว้ในแต่ละช่องทาง เราไม่เก็บค่าธรรมเนียมการฝาก แต่ธนาคารของคุณอาจเก็บ การถอนเงินต้องทำยอดหมุนเวียนของโบนัสที่ยังใช้งานอยู่ให้ครบก่อน',
          ),
          VI: html(
            'Số tiền nạp và rút tối thiểu được hiển thị ở từng kênh. Chúng tôi không thu phí nạp tiền; ngân hàng của bạn có thể thu. Rút tiền yêu cầu hoàn thành doanh thu cược của mọi khoản thưởng đang hoạt động.',
          ),
        },
      },
    ],
  },
];
