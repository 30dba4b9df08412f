"""Printed card text in one spelling, so the grammar reads each form once.

The card lists and scans spell the same thing several ways: full- and half-width digits and
letters (Roman numerals too: Ⅴ, ⅴ and V are one rank), a wave dash, a full-width tilde or a tilde in a zone range ("エリア1〜5"), a minus
sign, a dash or a long vowel mark before a number ("等級を−2"), keywords with and without
their 【】, Roman numerals as one character ("Ⅲ") or as letters. Reminder text in parentheses
goes (2.9.2); a quoted name keeps its parentheses (「ゴジラ(2023)」).
"""

from __future__ import annotations

import re
import unicodedata

# zone ranges: wave dash, full-width tilde (NFKC makes it "~"), swung dash
RANGE_MARKS = str.maketrans({"〜": "~", "∼": "~", "〰": "~"})
# Roman numerals in small letters (ⅲ, or iii after a rank's word) are the capital ones: NFKC makes Ⅻ "XII"
SMALL_ROMAN = str.maketrans({chr(0x2170 + i): chr(0x2160 + i) for i in range(12)})
SMALL_ROMAN_RANK = re.compile(r"(?<=等級|強襲|進化)[ivx]+(?![a-z])")
# the rules' 進攻怪獣 (3.3) is a player's 怪獣カード as the cards print it, but where the grammar reads its
# own words (「進攻怪獣を1回前進させる」: an invasion's advance)
INVADING_MONSTER = re.compile(r"(?<=の)進攻怪獣(?!を\d+回)")
# a card phrase's pile said with にある (「あなたの捨て札にある交戦カード」) is the same pile as with の; not
# a condition's 「…が捨て札にあるなら」
IN_PILE = re.compile(r"(?<=の)(手札|捨て札|山札|怪獣デッキ)にある(?![なか場時間限、。])")
# the deck's top card, as the rules say it (5.4.1 「山札の一番上のカード」), is its top 1 (「山札を上から1枚」)
DECK_TOP = re.compile(r"山札の一番上(?:のカード(?:1枚)?を|から)")
# the ranks by the rules' names (2.3.2: 怪獣等級, 交戦等級, 戦略等級) are a card's 等級 as the cards print it;
# a player's 「怪獣等級が」 is that player's monster card's
RANK_NAME = re.compile(r"(?:怪獣|交戦|戦略)等級(?=[0-9IVX])")
MONSTER_RANK = re.compile(r"(?<=の)怪獣等級(?=が)")
# 「ちょうど3枚」, 「ちょうど3なら」: exactly that number, which a number compared with no 以上/以下/より/未満 is
# anyway (10.5) — wherever a count is compared; 「ちょうど3枚以上」 keeps it (and is not read)
EXACTLY = re.compile(r"ちょうど(?=\d+(?:枚|つ|回|体|エリア)?(?![\d枚つ回体]|エリア|以上|以下|より|未満))")
# a minus: the minus sign, dashes, and a long vowel mark written where a number follows
MINUS = re.compile(r"(?<![ァ-ヴー])[−‐‑‒–—ー](?=\d)")
# a trait's brackets as the scans and lists print them (＜＞ is <> after NFKC; 〈〉, ≪≫, ⟨⟩, «», ‹›)
TRAIT_BRACKETS = str.maketrans({"<": "《", "〈": "《", "≪": "《", "⟨": "《", "«": "《", "‹": "《",
                                ">": "》", "〉": "》", "≫": "》", "⟩": "》", "»": "》", "›": "》"})
# 12.6.2: 【進化N】【特徴】 — the second bracket holds the trait the evolution searches for, not a keyword: it is
# read as 《特徴》 where the keywords' brackets go, so that it ends where its 】 does (with its brackets gone,
# 「【進化6】【ゴジラ】【逆襲】…」 read the next ability as part of the trait's name: an ability silently lost)
EVOLUTION_TRAIT = re.compile(r"(?<=【)(?:進化|Evolution ?)[0-9IVX]+】(【)(?!(?:出現時|進攻時|逆襲|拠点|強襲|覚醒|進化"
                             r"|Enter|When invading|Counterattack|Base|Burst|Awakening|Evolution)】?)[^】]+(】)")
# 【強襲3】 and 強襲3 are the same keyword; the brackets go (the grammar reads the bare form)
BRACKETED = re.compile(r"【([^】]*)】")
# a name quoted in 「」 is kept as printed; 『』 around a name outside one is the same quote
NAME = re.compile(r"(「[^」]*」)")
TRAIT = re.compile(r"(<[^<>「」]*>)")  # a trait's name after NFKC, before its brackets are 《》
DOUBLE_QUOTES = str.maketrans({"『": "「", "』": "」"})
# kana, kanji and Japanese stops (、。・ー), not brackets: English contract forms set spaces beside
# 《》 (「Monster cards with 《Godzilla》 in your zones」)
JAPANESE = r"[\u3001-\u3007\u3040-\u30ff\u4e00-\u9fff]"
# Japanese sets no spaces: one beside a Japanese character is a scan's or a typist's, never a word break
SPACE_BY_JAPANESE = re.compile(rf"(?<={JAPANESE})\s+|\s+(?={JAPANESE})")
# a separator that looks like another (EL-074, EL-076): a colon after Japanese words (「以下を1つ行う：・…」,
# 「出現時：…」, NFKC makes ：︰ ":") is the stop the rules' texts print — 。 before an option's bullet ・
# (10.5.2.2.1), 、 otherwise; a space (　 or " ") after a trigger's or a condition's last word (「相手のターン中
# 撃退フェイズ開始時　これと…」) is the 、 that ends it — not before a particle (「その中 の」: a scan's space inside words).
# Names in 「」 and traits in <> keep theirs.
COLON = re.compile(rf"(?<={JAPANESE})\s*[:∶︰꞉]\s*")
CLAUSE_SPACE = re.compile(r"(?:(?<=[時中際])|(?<=なら|場合|たら|限り))\s+(?![のをにがはでかとも])(?=[0-9\u3040-\u30ff\u4e00-\u9fff])")
# a comma after the subject particle of a condition (「相手の怪獣カードの脅威度が、あなたの…合計以下なら」, PC-050): a look-alike
# of the plain が — after a noun only (a kanji, a katakana, a digit, a closing bracket, 怒り, これ/それ), never the
# conjunctive が after a verb or an adjective (「使えるが、」)
SUBJECT_COMMA = re.compile(r"(?<=[\u4e00-\u9fff\u30a0-\u30ff0-9」》りれ])が、")
# … and its kin, a comma a typist sets inside one verb's phrase, never between two: after the object's を before its count
# (「交戦カードを、1枚破壊する」, 「怒りを、1減らす」, 「…を、すべて破壊する」, 「山札を、上から」), after a player named as the subject
# (「あなたは、2枚引く」), after a count before its verb (「交戦カードを1枚、破壊する」) — each read as the plain phrase; a
# comma before a place (「1枚、空いているエリアに」) or a second phrase (「1枚と、」) stays, the grammar reads it there
OBJECT_COMMA = re.compile(r"を、(?=\d|すべて|望む枚数|好きな枚数|上から)")
PLAYER_COMMA = re.compile(r"((?:あなた|相手|各プレイヤー)は)、")
COUNT_COMMA = re.compile(r"(?<=\d)((?:枚|エリア|つ)(?:まで)?)、(?=破壊|捨て|引|公開|消滅|手札に加え|手札に戻|後退|前進|減ら|増や)")
# a thousands separator in a number ("脅威度50,000", "５０，０００"): the number is read whole
THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
# a comma or full stop typed in ASCII (or full-width, which NFKC makes ASCII) after Japanese words;
# English contract forms ("…destroyed, instead") keep theirs
ASCII_STOPS = re.compile(rf"(?<={JAPANESE})[,.]")
# 10.2.1.3.2, 10.5.4: 「〜てもよい」 is 「〜てよい」, the player's choice, however the permission is worded
MAY = re.compile(r"(?<=て)もよい")
# 5.4.1, 5.7.2: a hand drawn or discarded "until" it holds N (「手札が5枚になるまで引く」, 「3枚になるように捨てる」) is the
# same count as 「N枚になるよう」, the spelling the grammar reads
UNTIL_N = re.compile(r"(?<=枚になる)(?:まで|ように)(?=カードを|引|捨)")
# a typist's spaces inside a number's signs (「エリア 6 ~ 8」, 「撃退力 + 3000」, 「等級 - 1」): the range or the number is one
SPACED_SIGN = re.compile(r"(?<=\d)\s*~\s*(?=\d)|(?<=[~+\-])\s+(?=\d)")
# a number in kanji (〇 and 零 for zero, 一 to 九, 十 百 千 万 as multipliers, or digits in a row with 〇: 「二〇〇〇」)
# wherever a digit could stand: before a counter (「二枚」, 「三回」, 「二エリア」), after no kanji before a comparison,
# a rage verb or a set value (「一つ」, 「二倍」, 「五以上」, 「怒りを三増やす」, 「怒りを〇にする」, 「怒りが〇なら」, 「一~三の」;
# not 同一, 唯一), after a rank's, a zone's or a stat's word or a sign (「エリア五」, 「脅威度五千以下」, 「進攻二の」, 「+五〇〇〇」),
# in a limit (「一ターンに一度」, 「一ゲームに一回」); 一度 (but in a limit), 一番上 and 一方 are words of their own and stay
KANJI_DIGITS = "〇一二三四五六七八九"
KANJI_RUN = "[〇零一二三四五六七八九十百千万]+"
KANJI_NUMBER = re.compile(rf"({KANJI_RUN})(?=枚|回|エリア)"
                          rf"|(?<![\u4e00-\u9fff])({KANJI_RUN})(?=つ|倍|以上|以下|未満|より|増|減|ずつ|に(?:す|し|な)|なら|でな|色|~|から|まで)"
                          rf"|(?:(?<=等級|強襲|進化|進攻)|(?<=エリア|脅威度|撃退力)|(?<=[~+\-]))({KANJI_RUN})"
                          rf"|(?<![\u4e00-\u9fff])({KANJI_RUN})(?=ターン|ゲーム)"
                          rf"|(?:(?<=ターンに|ゲームに)|(?<=ゲーム中に))({KANJI_RUN})(?=度)")
KANJI_POWERS = {"十": 10, "百": 100, "千": 1000}


def normalise(text: str) -> str:
    """One spelling of ``text``: NFKC, ranges with "~", minus signs "-", keywords bare,
    reminder text gone, numbers without thousands separators or 「ちょうど」, kanji numbers counted as digits, every look-alike trait bracket (＜＞ 〈〉 ≪≫ …) read as 《》, 『』 names as 「」,
    no space beside Japanese, ASCII , and . after Japanese as 、 and 。, 「〜てもよい」 as 「〜てよい」, whitespace collapsed."""
    text = unicodedata.normalize("NFKC", text.translate(SMALL_ROMAN)).translate(RANGE_MARKS)
    text = SMALL_ROMAN_RANK.sub(lambda m: m.group().upper(), text)
    text = "".join(p if p.startswith("「") else IN_PILE.sub(r"\1の", INVADING_MONSTER.sub("怪獣カード", DECK_TOP.sub(_deck_top, p)))
                   for p in NAME.split(text))
    text = EXACTLY.sub("", THOUSANDS.sub("", MINUS.sub("-", text)))
    text = "".join(p if p.startswith("「") else MAY.sub("よい", RANK_NAME.sub("等級", MONSTER_RANK.sub("怪獣カードの等級", p)))
                   for p in NAME.split(text))
    text = "".join(p if p.startswith("「") else p.translate(DOUBLE_QUOTES) for p in NAME.split(text))
    text = "".join(p if p.startswith("「") else _words(KANJI_NUMBER.sub(_kanji_number, p)) for p in NAME.split(text))
    text = text.translate(TRAIT_BRACKETS)
    text = "".join(p if p.startswith("「") else UNTIL_N.sub("よう", SPACED_SIGN.sub(lambda m: m.group().strip(), p))
                   for p in NAME.split(text))
    return re.sub(r"\s+", " ", text).strip()


def _deck_top(m: re.Match) -> str:
    return "山札を上から1枚" if m.group().endswith("を") else "山札の上から"


def _kanji_number(m: re.Match) -> str:
    """「〇」 and 「零」 0, 「二」 2, 「十」 10, 「十二」 12, 「二十三」 23, 「五千」 5000, 「一万」 10000, 「二〇〇〇」 2000 (digits
    in a row, with a 〇); a run that is no number (「二二」, 「十十」) stays."""
    kanji = next(g for g in m.groups() if g)
    number = _kanji_value(kanji.replace("零", "〇"))
    return kanji if number is None else str(number)


def _kanji_value(kanji: str) -> int | None:
    """The value of a kanji number, or None when the run is no number."""
    if len(kanji) == 1 and kanji in KANJI_DIGITS:
        return KANJI_DIGITS.index(kanji)
    if all(k in KANJI_DIGITS for k in kanji):  # digits in a row: a number only with a 〇 in it (「一〇」, not 「二二」)
        return int("".join(str(KANJI_DIGITS.index(k)) for k in kanji)) if "〇" in kanji and kanji[0] != "〇" else None
    high, man, low = kanji.rpartition("万")
    if man:
        upper = _kanji_value(high) if high else 1
        lower = _kanji_value(low) if low else 0
        return None if upper is None or lower is None or upper == 0 else upper * 10000 + lower
    total, last = 0, 10000
    for part in re.findall(r"[〇一二三四五六七八九]?[十百千]|[〇一二三四五六七八九]$", kanji):
        power = KANJI_POWERS.get(part[-1], 1)
        digit = KANJI_DIGITS.index(part[0]) if part[0] in KANJI_DIGITS else 1
        if power >= last or digit == 0:
            return None
        total, last = total + digit * power, power
    return total if "".join(re.findall(r"[〇一二三四五六七八九]?[十百千]|[〇一二三四五六七八九]$", kanji)) == kanji else None


def _words(text: str) -> str:
    """Outside quoted names: reminder text goes (2.9.2), spaces beside Japanese go, and ASCII
    commas and stops after Japanese are 、 and 。."""
    text = ASCII_STOPS.sub(lambda m: "、" if m.group() == "," else "。", re.sub(r"\([^()]*\)", "", text))
    text = SUBJECT_COMMA.sub("が", text)
    text = COUNT_COMMA.sub(r"\1", PLAYER_COMMA.sub(r"\1", OBJECT_COMMA.sub("を", text)))
    return "".join("<" + p[1:-1].strip() + ">" if p.startswith("<") else SPACE_BY_JAPANESE.sub("", CLAUSE_SPACE.sub("、", COLON.sub(_colon, p)))
                   for p in TRAIT.split(text))


def _colon(m: re.Match) -> str:
    """A colon after Japanese words: 。 before an option's bullet (「以下を1つ行う：・…」), 、 before anything else."""
    return "。" if m.string.startswith("・", m.end()) else "、"


def bare(text: str) -> str:
    """Keywords without their brackets: 【出現時】 → 出現時 (what the grammar reads)."""
    return BRACKETED.sub(r"\1", EVOLUTION_TRAIT.sub(_as_trait, text))


def _as_trait(m: re.Match) -> str:
    """【進化6】【ゴジラ】 → 【進化6】《ゴジラ》: the evolution's trait in the trait's brackets (12.6.2)."""
    keyword = m.group()[:m.start(1) - m.start()]
    return keyword + "《" + m.group()[len(keyword) + 1:-1] + "》"
