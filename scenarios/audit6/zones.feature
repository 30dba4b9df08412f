# audit6 — cards leaving and coming back (4.1.4), evolution (5.17, 12.6), triggers on another card's
# event (10.6), the turn player's order (10.4.3.2, 10.6.3.1).
Feature: audit6 zones — a card appears, evolves, leaves and comes back where another card waits

  # BP03-075 屋久杉 (A, 拠点, placed before this turn: 12.9.2 keeps it through 7.2.3; 「あなたのターン中
  # 撃退フェイズ開始時、あなたの＜進化＞を持つ等級４以下の交戦カードを１枚進化させる」). A's SD02-007
  # モスラ幼虫(1992) (進化5＜モスラ＞) evolves by 5.17.1 into SD02-010 モスラ成虫(1992) from the deck
  # (12.6.2: rank ≤5, ＜モスラ＞), whose 出現時 (進化で出現したら) draws 1. The trigger resolves before
  # the total (7.4.1 before 7.4.2): 5000 + SD01-008 2000 = 7000 ≥ B's 6000 → repel: B's rank II ゴジラ
  # from the monster deck. A's hand 0 → 1.
  Scenario: Yakushima cedar evolves Mothra at the counter phase's start, in time for the total
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "BP03-075" in strategy zone 1, placed before this turn
    Given player A has "SD02-007" in zone 2
    Given player A has "SD01-008" in zone 1
    Given player A's hand is empty
    Given player A's deck is "SD02-010", "SD01-008" x5
    Given player B's monster deck is "SD01-002"
    # scripting slip of the first draft: 12.6.2's 「公開してよい」 is A's yes/no.
    Given player A will choose yes
    Given player A will choose "SD02-010"
    When the game runs until the end phase
    Then player A has "SD02-010" in zone 2 with "SD02-007" under it
    Then player A's hand has 1 card
    Then player B's invading monster is "SD01-002" in zone 3

  # SD02-003 ゴジラ(1992) (A, rank III; 8.5.1 same rank as A's rank III ゴジラ SD02-005; 出現時 「あなたの
  # 捨て札から進化を持つ等級４以下の交戦カードを２枚、これの隣接エリアに出現させる」) with BP02-073
  # ブラッディ・チェーンソー (A: 「あなたのターン中あなたの交戦カードが出現するたび、それと同じ縦列にいる相手
  # の等級６以下の交戦カードをすべて破壊する」). A's monster in 3: neighbours 2, 4, 8 (4.4.5.2). A puts
  # SD02-007 and BP01-044 in 2 and 4: two appearances, two triggers (10.6.2.1). Column of A's 2: B's 4
  # and 7; of A's 4: B's 2 (4.4.5.4). B's rank 2 cards in 4 and 2 go; B's rank 8 SD02-013 in 7 stays;
  # B's card in 1 is in another column.
  Scenario: Godzilla 1992 brings two evolvers back and the chainsaw answers each
    Given player A's invading monster is "SD02-005" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "BP02-073" in strategy zone 1
    Given player A's discard pile is "SD02-007", "BP01-044"
    Given player A's hand is "SD02-003"
    Given player B has "SD01-008" in zone 4
    Given player B has "SD02-013" in zone 7
    Given player B has "SD01-008" in zone 2
    Given player B has "SD01-008" in zone 1
    # scripting slip of the first draft: exactly two cards qualify, so no card is chosen (a
    # decision with one legal answer); only the zones are.
    Given player A will choose zone 2
    Given player A will choose zone 4
    # the engine's first answer: two options both labelled "BP02-073 in strategy zone 1: …", so no
    # script could say which; fixed (game._standby_options names the card each waits for)
    Given player A will choose "BP02-073 in strategy zone 1, for SD02-007 in zone 2"
    When player A plays the monster "SD02-003"
    Then player A has "SD02-007" in zone 2
    Then player A has "BP01-044" in zone 4
    Then player B's zone 4 is empty
    Then player B's zone 2 is empty
    Then player B has "SD02-013" in zone 7
    Then player B has "SD01-008" in zone 1

  # BP02-022 ゴジラ(1994) (A: 進攻時 「これの進攻で青の交戦カードを捨てたなら、あなたの捨て札からそれを
  # 出現させる」; 4.1.4.1 「それ」 names the discarded card in its new zone). A invades 3 → 4 discarding
  # the blue SD02-009 スーパーX; it comes back to zone 8 (A's choice); its 出現時 (覚醒4: A's monster
  # now in 4; これがエリア８にいるなら相手の怒りを１減らす) makes B's rage 1 → 0.
  Scenario: Godzilla 1994 brings back the blue card it discarded to invade, which enters awakened
    Given player A's invading monster is "BP02-022" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B's rage is 1
    Given player A's hand is "SD02-009"
    Given player A will choose zone 8
    When player A invades discarding "SD02-009"
    Then player A's invading monster is "BP02-022" in zone 4
    Then player A has "SD02-009" in zone 8
    Then player A's discard pile has 0 cards
    Then player B's rage is 0

  # One invasion, three triggers (10.6.2): A's BP01-041 ゴジラ(2000) 進攻時 (相手の等級４以下の交戦カード
  # を１枚破壊する), A's BP03-061 ダガーラ (「あなたの怪獣カードの進攻でこれを手札から捨てた時、あなたの捨て
  # 札からこれを出現させる」) and B's BP03-062 婆羅護吽 (「相手の怪獣カードが進攻した時、これを破壊する」,
  # 逆襲: ＜護国聖獣＞の怪獣カードを１枚まで手札に戻す). 10.4.3.2: A's two first, in A's order: BP01-041
  # destroys B's SD01-008 (the only rank ≤4; 婆羅護吽 is rank 6), ダガーラ comes back to zone 5.
  # Then B's: 婆羅護吽 destroys itself, its 逆襲 returns BP03-024.
  Scenario: An invasion wakes both players' cards; the turn player's two go first
    Given player A's invading monster is "BP01-041" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B has "SD01-008" in zone 2
    Given player B has "BP03-062" in zone 5
    Given player B's discard pile is "BP03-024"
    Given player A's hand is "BP03-061"
    Given player A will choose "BP01-041"
    Given player A will choose zone 5
    Given player B will choose "BP03-024"
    When player A invades discarding "BP03-061"
    Then player A's invading monster is "BP01-041" in zone 4
    Then player A has "BP03-061" in zone 5
    Then player B's zone 2 is empty
    Then player B's zone 5 is empty
    Then player B's hand contains "BP03-024"

  # 12.7.3: a counterattack under another card is invalid. A's stack in zone 4: BP02-060 ガイガン(2004)
  # on top (逆襲 「相手の怪獣カードがエリア１～５にいるなら、あなたの捨て札からこれを手札に戻してよい」)
  # over BP02-062 スペースゴジラ (逆襲: ＜スペースゴジラ＞の怪獣カードを１枚まで手札に戻す). A's monster
  # invades 3 → 4 and crushes the stack (11.3.3; 3.2.4 all of it moves). Only the top's 逆襲 counts:
  # BP02-060 returns to hand; BP02-053 stays in the discard pile.
  Scenario: Crushing a stack, only the top card counterattacks
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "BP02-060" in zone 4 with "BP02-062" under it
    Given player A's discard pile is "BP02-053"
    Given player A's hand is "SD01-008"
    Given player A will choose yes
    When player A invades discarding "SD01-008"
    Then player A's zone 4 is empty
    Then player A's hand contains "BP02-060"
    Then player A's hand does not contain "BP02-053"
    Then player A's discard pile contains "BP02-062"

  # BP01-003 ゴジラ(1954) (A, rank III, 「これの怒りが増えるたび、あなたの山札を上から１枚捨て札にする。それ
  # が怪獣カードなら、相手の等級６以下の交戦カードを１枚破壊する」) played on A's rank III SD01-003
  # (8.5.1): 8.5.1.1 raises its rage 0 → 1 once it is the invading monster, so it triggers; so does
  # SD01-013 銀座壊滅. A plays BP01-003's first: the deck's top SD01-001 is a monster → it destroys
  # one of B's two cards (A picks zone 2's); 銀座壊滅 destroys the other.
  Scenario: Godzilla 1954 enters, its rage rises, and two of A's triggers clear two cards
    Given player A's invading monster is "SD01-003" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-013" in strategy zone 1
    Given player A's deck is "SD01-001", "SD01-008" x3
    Given player A's hand is "BP01-003"
    Given player B has "SD01-008" in zone 2
    Given player B has "BP01-053" in zone 4
    Given player A will choose "BP01-003"
    Given player A will choose "SD01-008"
    When player A plays the monster "BP01-003"
    Then player A's rage is 1
    Then player A's discard pile contains "SD01-001"
    Then player B's zone 2 is empty
    Then player B's zone 4 is empty

  # BP01-015 ゴジラ(フェス・ゴジラ) (A, rank IV; あなたのターン中出現時 「あなたの山札を上から５枚公開して捨て札
  # にする。公開した怪獣カード１枚につき、これの怒りを１増やす。進攻2を公開したら、これをエリア６まで前進させ
  # る。」) on A's rank IV SD01-004 in zone 3. Rage: 8.5.1.1 +1, two monster cards revealed +2 = 3;
  # SD01-012 (invasion 2) revealed → advance to 6 (5.13.1.2.2: 3 → 4 → 5 → 6). On the way A's own
  # battle card in zone 4 shares the monster's zone: 11.3 is an interrupting rule process (11.3.1,
  # 11.1.2.1) and destroys it at once. Discard pile 5 + 1 = 6. Threat 28000 + 3×5000 = 43000.
  Scenario: Fes Godzilla reveals five, rages three and marches to zone 6 over its own battle card
    Given player A's invading monster is "SD01-004" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-008" in zone 4
    Given player A's deck is "SD01-001", "SD01-001", "SD01-012", "SD01-008", "SD01-008", "SD01-008" x3
    Given player A's hand is "BP01-015"
    When player A plays the monster "BP01-015"
    Then player A's rage is 3
    Then player A's invading monster is "BP01-015" in zone 6
    Then player A's zone 4 is empty
    Then player A's discard pile has 6 cards
    Then player A's deck has 3 cards
    Then player A's invading monster has threat level 43000

  # BP03-070 メカゴジラ格納庫 (A, 拠点: 「いずれかの怪獣カードがエリア６～８に進攻した時、これを破壊する」)
  # and BP03-039 ゴジラ(2016)第4形態 (A: 「あなたのカードが戦略カード置き場から捨て札になった時、１枚引く」).
  # A invades 5 → 6: the hangar is destroyed (5.12.1.1: from the strategy zone to the discard pile), so
  # BP03-039 draws 1. Hand: 2 − 1 (invasion) + 1 = 2.
  Scenario: The Mechagodzilla hangar breaks on an invasion into zone 6 and the fourth form draws for it
    Given player A's invading monster is "SD01-001" in zone 5
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "BP03-070" in strategy zone 1
    Given player A has "BP03-039" in zone 1
    Given player A's hand is "SD01-008", "SD01-008"
    Given player A's deck is "SD01-008" x5
    When player A invades discarding "SD01-008"
    Then player A's invading monster is "SD01-001" in zone 6
    Then player A's strategy zones are empty
    Then player A's discard pile contains "BP03-070"
    Then player A's hand has 2 cards

  # A 触手 token (appendix A) crushed by A's own monster (11.3.3): it is placed in the discard pile and
  # at once vanishes there (9.1.4.1 a battle token exists only in zones; 9.1.4.2). The discard pile
  # holds only the card discarded for the invasion.
  Scenario: A crushed tentacle token does not stay in the discard pile
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "触手" in zone 4
    Given player A's hand is "SD01-008"
    When player A invades discarding "SD01-008"
    Then player A's zone 4 is empty
    Then player A's discard pile has 1 card

  # Two triggers of different players at A's counter phase start, each a change "for the turn":
  # A's BP03-032 メカゴジラ(1974) (zone 2, beside A's monster in 3: 「あなたの手札をすべて捨てることで、そのターン
  # 中、この効果で捨てたカード１枚につき、これの撃退力＋1000」) and B's BP02-029 ビオランテ植獣形態 (B's 4,
  # the column of A's 2: 「相手のターン中撃退フェイズ開始時、そのターン中、これと同じ縦列にいる相手の交戦
  # カードすべての撃退力を２倍にする」). 10.4.3.2: A's first (+2000 for two cards), then B's (×2).
  # 10.8.1.5/10.8.1.7.2: numeric changes in the order they were played: (3000 + 2000) × 2 = 10000.
  Scenario: A boost for the turn and a doubling for the turn apply in the order they were played
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "BP02-029" in zone 4
    Given player A has "BP03-032" in zone 2
    Given player A's hand is "SD01-008", "SD01-008"
    Given player A will choose yes
    When the game runs until the end phase
    Then player A's hand has 0 cards
    Then player A's total counter power is 10000
