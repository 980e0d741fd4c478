// Chat-like texts for the search bench: Vietnamese (with diacritics), English and Chinese from
// small vocabularies, from a seeded generator so every run searches the same data.

const VI = 'không có gì đâu mình đang ở nhà bạn đi đâu thế hôm nay trời đẹp quá ăn cơm chưa tối nay gặp nhau nhé cảm ơn nhiều lắm công việc thế nào rồi tiếng Việt học chăm chỉ được đấy vui vẻ mai đi làm sớm điện thoại hết pin xe máy hỏng rồi đường đông người cà phê sữa đá Hà Nội Sài Gòn Đà Nẵng gia đình khỏe không biết nữa'.split(' ');
const EN = 'the a to and of in is it you that for on was with be at this have are not but what all were we when your can said there use an each which she do how their if will up other about out many then them these so some her would make like him into time has look two more write go see number no way could people my than first water been call who oil its now find long down day did get come made may part development developer release meeting tomorrow'.split(' ');
const ZH = '我们你他她是的了在有这个人中大为上们到说国和地也子时道出而要于就下得可以没好看明天今天北京上海长城吃饭工作学习朋友电话时间问题喜欢知道'.split('');

/** A small, fast, seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: T[]) => list[Math.floor(random() * list.length)];

/** A message of 5 to 14 words: 60 % Vietnamese, 25 % English, 15 % Chinese (no spaces). */
export function chatText(random: () => number): string {
  const words = 5 + Math.floor(random() * 10);
  const language = random();
  if (language < 0.6) return Array.from({ length: words }, () => pick(random, VI)).join(' ');
  if (language < 0.85) return Array.from({ length: words }, () => pick(random, EN)).join(' ');
  return Array.from({ length: words }, () => pick(random, ZH)).join('');
}

/** A rare phrase planted in a known number of messages. */
export const NEEDLE = 'sầu riêng Ri6';
