import type { LanguageCode } from './languages.ts';

/**
 * The names of the fields a person fills in or picks, in each language, for the messages of a
 * VALIDATION_FAILED answer ("Amount must be at most 1,500.00", "رقم زیادہ سے زیادہ 1,500.00 ہونا چاہیے").
 * The answer's `field` stays the API's path, for a client to put the message under its own field;
 * a field not listed here (a protocol field such as challengeNonce) is named by its path.
 * Columns: EN, UR, ZH, TH, VI.
 */
const names: Record<string, readonly [string, string, string, string, string]> = {
  accountName: ['Account name', 'اکاؤنٹ کا نام', '账户名', 'ชื่อบัญชี', 'Tên tài khoản'],
  accountNumber: ['Account number', 'اکاؤنٹ نمبر', '账号', 'เลขที่บัญชี', 'Số tài khoản'],
  affiliateCode: ['Invitation code', 'دعوتی کوڈ', '邀请码', 'รหัสเชิญ', 'Mã mời'],
  amount: ['Amount', 'رقم', '金额', 'จำนวนเงิน', 'Số tiền'],
  autoCashout: ['Auto cash-out', 'خودکار کیش آؤٹ', '自动兑现', 'แคชเอาต์อัตโนมัติ', 'Tự động rút'],
  bankAccountId: ['Bank account', 'بینک اکاؤنٹ', '银行账户', 'บัญชีธนาคาร', 'Tài khoản ngân hàng'],
  bankName: ['Bank name', 'بینک کا نام', '银行名称', 'ชื่อธนาคาร', 'Tên ngân hàng'],
  betPerPoint: ['Bet per point', 'فی پوائنٹ شرط', '每积分投注额', 'ยอดเดิมพันต่อแต้ม', 'Cược mỗi điểm'],
  body: ['Message', 'پیغام', '内容', 'ข้อความ', 'Nội dung'],
  captcha: ['Captcha', 'کیپچا', '图形验证码', 'แคปต์ชา', 'Mã captcha'],
  claimDays: ['Days to claim', 'وصولی کے دن', '领取天数', 'จำนวนวันที่รับได้', 'Số ngày nhận'],
  clientSeed: ['Client seed', 'کلائنٹ سیڈ', '客户端种子', 'ซีดฝั่งผู้เล่น', 'Hạt giống máy khách'],
  closesAt: ['Closing time', 'بند ہونے کا وقت', '截止时间', 'เวลาปิด', 'Thời gian đóng'],
  code: ['Code', 'کوڈ', '验证码', 'รหัส', 'Mã'],
  comment: ['Comment', 'تبصرہ', '评论', 'ความคิดเห็น', 'Bình luận'],
  confirmNewPassword: ['Confirm new password', 'نئے پاس ورڈ کی تصدیق', '确认新密码', 'ยืนยันรหัสผ่านใหม่', 'Xác nhận mật khẩu mới'],
  confirmPassword: ['Confirm password', 'پاس ورڈ کی تصدیق', '确认密码', 'ยืนยันรหัสผ่าน', 'Xác nhận mật khẩu'],
  content: ['Content', 'مواد', '内容', 'เนื้อหา', 'Nội dung'],
  count: ['Count', 'تعداد', '数量', 'จำนวน', 'Số lượng'],
  countryDialingCode: ['Country code', 'ملک کا کوڈ', '国家区号', 'รหัสประเทศ', 'Mã quốc gia'],
  depositRequired: ['Deposit required', 'درکار جمع', '所需存款', 'ยอดฝากที่ต้องการ', 'Tiền nạp yêu cầu'],
  direction: ['Direction', 'سمت', '方向', 'ทิศทาง', 'Hướng'],
  email: ['Email', 'ای میل', '电子邮箱', 'อีเมล', 'Email'],
  endDate: ['End date', 'آخری تاریخ', '结束日期', 'วันที่สิ้นสุด', 'Ngày kết thúc'],
  facebook: ['Facebook', 'فیس بک', 'Facebook', 'Facebook', 'Facebook'],
  file: ['File', 'فائل', '文件', 'ไฟล์', 'Tệp'],
  from: ['From wallet', 'کس والیٹ سے', '转出钱包', 'จากกระเป๋า', 'Từ ví'],
  gameType: ['Game type', 'گیم کی قسم', '游戏类型', 'ประเภทเกม', 'Loại trò chơi'],
  idNumber: ['ID number', 'شناختی نمبر', '证件号码', 'เลขบัตรประจำตัว', 'Số giấy tờ'],
  imageIds: ['Images', 'تصاویر', '图片', 'รูปภาพ', 'Hình ảnh'],
  keyword: ['Search', 'تلاش', '搜索', 'ค้นหา', 'Tìm kiếm'],
  kind: ['Kind', 'قسم', '类别', 'ประเภท', 'Loại'],
  loginPassword: ['Login password', 'لاگ ان پاس ورڈ', '登录密码', 'รหัสผ่านเข้าสู่ระบบ', 'Mật khẩu đăng nhập'],
  methodCode: ['Payment method', 'ادائیگی کا طریقہ', '支付方式', 'ช่องทางชำระเงิน', 'Phương thức thanh toán'],
  minActive: ['Minimum active members', 'کم از کم فعال ممبران', '最少活跃会员', 'สมาชิกที่ใช้งานขั้นต่ำ', 'Số thành viên hoạt động tối thiểu'],
  minBet: ['Minimum bet', 'کم از کم شرط', '最低投注', 'เดิมพันขั้นต่ำ', 'Cược tối thiểu'],
  minLoss: ['Minimum loss', 'کم از کم نقصان', '最低亏损', 'ยอดเสียขั้นต่ำ', 'Thua lỗ tối thiểu'],
  minRedeemPoints: ['Minimum points to redeem', 'چھڑانے کے لیے کم از کم پوائنٹس', '最低兑换积分', 'แต้มขั้นต่ำที่แลกได้', 'Điểm đổi tối thiểu'],
  mobileNo: ['Mobile number', 'موبائل نمبر', '手机号码', 'เบอร์มือถือ', 'Số điện thoại'],
  mobileNum: ['Mobile number', 'موبائل نمبر', '手机号码', 'เบอร์มือถือ', 'Số điện thoại'],
  newPassword: ['New password', 'نیا پاس ورڈ', '新密码', 'รหัสผ่านใหม่', 'Mật khẩu mới'],
  newPaymentPassword: ['New payment password', 'نیا ادائیگی پاس ورڈ', '新支付密码', 'รหัสผ่านชำระเงินใหม่', 'Mật khẩu thanh toán mới'],
  nickname: ['Nickname', 'عرفی نام', '昵称', 'ชื่อเล่น', 'Biệt danh'],
  note: ['Note', 'نوٹ', '备注', 'หมายเหตุ', 'Ghi chú'],
  oldPassword: ['Current password', 'موجودہ پاس ورڈ', '当前密码', 'รหัสผ่านปัจจุบัน', 'Mật khẩu hiện tại'],
  oldPaymentPassword: ['Current payment password', 'موجودہ ادائیگی پاس ورڈ', '当前支付密码', 'รหัสผ่านชำระเงินปัจจุบัน', 'Mật khẩu thanh toán hiện tại'],
  opensAt: ['Opening time', 'کھلنے کا وقت', '开始时间', 'เวลาเปิด', 'Thời gian mở'],
  pageNo: ['Page', 'صفحہ', '页码', 'หน้า', 'Trang'],
  pageSize: ['Page size', 'فی صفحہ تعداد', '每页条数', 'จำนวนต่อหน้า', 'Số mục mỗi trang'],
  password: ['Password', 'پاس ورڈ', '密码', 'รหัสผ่าน', 'Mật khẩu'],
  payeeName: ['Payee name', 'وصول کنندہ کا نام', '收款人姓名', 'ชื่อผู้รับเงิน', 'Tên người nhận'],
  paymentPassword: ['Payment password', 'ادائیگی پاس ورڈ', '支付密码', 'รหัสผ่านชำระเงิน', 'Mật khẩu thanh toán'],
  period: ['Period', 'مدت', '周期', 'ช่วงเวลา', 'Kỳ'],
  picks: ['Picks', 'منتخب نمبر', '选号', 'ตัวเลขที่เลือก', 'Số đã chọn'],
  points: ['Points', 'پوائنٹس', '积分', 'แต้ม', 'Điểm'],
  pointsPerUnit: ['Points per unit', 'فی یونٹ پوائنٹس', '每单位积分', 'แต้มต่อหน่วย', 'Điểm mỗi đơn vị'],
  prizes: ['Prizes', 'انعامات', '奖品', 'รางวัล', 'Giải thưởng'],
  promotionId: ['Promotion', 'پروموشن', '优惠活动', 'โปรโมชั่น', 'Khuyến mãi'],
  proofIds: ['Proof images', 'ثبوت کی تصاویر', '凭证图片', 'รูปหลักฐาน', 'Ảnh chứng từ'],
  qqNum: ['QQ number', 'کیو کیو نمبر', 'QQ 号码', 'หมายเลข QQ', 'Số QQ'],
  questionType: ['Topic', 'موضوع', '问题类型', 'หัวข้อ', 'Chủ đề'],
  rate: ['Rate', 'شرح', '比例', 'อัตรา', 'Tỷ lệ'],
  ratePercent: ['Rate', 'شرح', '比例', 'อัตรา', 'Tỷ lệ'],
  reason: ['Reason', 'وجہ', '原因', 'เหตุผล', 'Lý do'],
  receivedAmount: ['Amount received', 'موصول شدہ رقم', '实收金额', 'จำนวนเงินที่ได้รับ', 'Số tiền đã nhận'],
  referralCode: ['Referral code', 'ریفرل کوڈ', '推荐码', 'รหัสแนะนำ', 'Mã giới thiệu'],
  remark: ['Remark', 'تبصرہ', '备注', 'หมายเหตุ', 'Ghi chú'],
  reply: ['Reply', 'جواب', '回复', 'คำตอบ', 'Trả lời'],
  reward: ['Reward', 'انعام', '奖励', 'รางวัล', 'Phần thưởng'],
  singleBet: ['Single bet', 'ایک شرط', '单注', 'เดิมพันต่อครั้ง', 'Cược đơn'],
  stake: ['Stake', 'شرط کی رقم', '投注额', 'เงินเดิมพัน', 'Tiền cược'],
  startDate: ['Start date', 'شروع کی تاریخ', '开始日期', 'วันที่เริ่มต้น', 'Ngày bắt đầu'],
  target: ['Target', 'ہدف', '目标', 'เป้าหมาย', 'Mục tiêu'],
  tiers: ['Tiers', 'درجے', '等级', 'ระดับ', 'Bậc'],
  title: ['Title', 'عنوان', '标题', 'หัวข้อ', 'Tiêu đề'],
  to: ['To wallet', 'کس والیٹ میں', '转入钱包', 'ไปยังกระเป๋า', 'Đến ví'],
  turnoverRequired: ['Turnover required', 'درکار ٹرن اوور', '所需流水', 'ยอดหมุนเวียนที่ต้องการ', 'Doanh thu cược yêu cầu'],
  upgradeBonus: ['Upgrade bonus', 'اپ گریڈ بونس', '晋级奖金', 'โบนัสเลื่อนระดับ', 'Thưởng thăng hạng'],
  username: ['Username', 'صارف نام', '用户名', 'ชื่อผู้ใช้', 'Tên đăng nhập'],
  validDays: ['Days valid', 'مؤثر دن', '有效天数', 'จำนวนวันที่ใช้ได้', 'Số ngày hiệu lực'],
  vassalage: ['Vendor', 'وینڈر', '游戏厂商', 'ผู้ให้บริการเกม', 'Nhà cung cấp'],
  vendor: ['Vendor', 'وینڈر', '游戏厂商', 'ผู้ให้บริการเกม', 'Nhà cung cấp'],
  verificationCode: ['Verification code', 'تصدیقی کوڈ', '验证码', 'รหัสยืนยัน', 'Mã xác minh'],
  wechat: ['WeChat', 'وی چیٹ', '微信', 'WeChat', 'WeChat'],
  whatsapp: ['WhatsApp', 'واٹس ایپ', 'WhatsApp', 'WhatsApp', 'WhatsApp'],
};

const column: Record<LanguageCode, 0 | 1 | 2 | 3 | 4> = { EN: 0, UR: 1, ZH: 2, TH: 3, VI: 4 };

/**
 * A field's name for a message in the language: its last named segment's name, with the item's
 * number when it is one of a list (`tiers.0.rate` → "Rate (1)"); the path itself when that
 * segment is not a field a person fills in.
 */
export function fieldName(lang: LanguageCode, path: string): string {
  const parts = path.split('.');
  let i = parts.length - 1;
  while (i >= 0 && /^\d+$/.test(parts[i] ?? '')) i--;
  const key = parts[i];
  const name = key === undefined ? undefined : names[key]?.[column[lang]];
  if (name === undefined) return path;
  const index = parts
    .slice(0, i)
    .reverse()
    .find((p) => /^\d+$/.test(p));
  return index === undefined ? name : `${name} (${Number(index) + 1})`;
}
