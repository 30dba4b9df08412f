# audit6 — real printed cards meeting on a board, written from JP rules 1.04 and the printed
# text alone before any run. Each comment names the cards, the sections and why the outcome.
Feature: audit6 rage — rage rises and falls where two printed cards meet

  # SD01-013 銀座壊滅 (A, 「あなたのターン中あなたの怪獣カードの怒りが増えるたび、相手の等級６以下の
  # 交戦カードを１枚破壊する」), BP01-071 大コンドル (B, 「相手の怒りが増えた時、これを破壊する」),
  # BP03-060 モスラ成虫(1961) (B, 逆襲: 相手の怒りを１減らす). A gains rage by 8.4.1 (0 → 1): both
  # triggers wait (10.6.2). 10.4.3.2: A's first — it destroys BP03-060 (A's choice), whose 逆襲
  # (12.7.2) waits too. 10.4.3.3: B plays its two, any order: 大コンドル destroys itself,
  # BP03-060 reduces A's rage 1 → 0. So A's rage 0, B's zones 4 and 5 empty, two cards discarded.
  Scenario: Ginza's destruction and Great Condor both answer one gain of rage; the turn player's first
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-013" in strategy zone 1
    Given player B has "BP01-071" in zone 5
    Given player B has "BP03-060" in zone 4
    Given player A's hand is "SD01-002"
    Given player A will choose "BP03-060"
    Given player B will choose "BP01-071"
    When player A discards "SD01-002" to gain rage
    Then player A's rage is 0
    Then player B's zone 4 is empty
    Then player B's zone 5 is empty
    Then player B's discard pile has 2 cards

  # SD01-011 ゴジラ(2023) (A, 出現時: あなたの怪獣カードの怒りが２以上なら相手の怒りを１減らす) against
  # BP03-004 ゴジラ(2001) (B, 「相手のターン中覚醒4これの怒りは相手の効果で減らない」; B's monster in
  # zone 5, so 12.4.2 makes it valid). 1.3.3: the prohibition wins over the instruction; B's rage
  # stays 3. 8.2.1: rank 5 ≤ zone 5 of B's monster, so the play is legal.
  Scenario: A monster whose rage the opponent's effects cannot reduce keeps it against an appearing card
    Given player A's invading monster is "SD01-001" in zone 3
    Given player A's rage is 2
    Given player B's invading monster is "BP03-004" in zone 5
    Given player B's rage is 3
    Given player A's hand is "SD01-011"
    When player A plays "SD01-011" to zone 6
    Then player A has "SD01-011" in zone 6
    Then player B's rage is 3
    Then player A's rage is 2

  # The same protection below its awakening: B's monster BP03-004 in zone 3 < 4, so 12.4.2 leaves it
  # off. A's monster invades 4 → 5 onto A's own BP03-060 モスラ成虫(1961): 11.3.3 destroys it (a crush
  # is not 11.5, so its 逆襲 triggers, 12.7.2: 相手の怒りを１減らす): B's rage 3 → 2.
  Scenario: Below its awakening the protection is off; a crushed counterattack card reduces the rage
    Given player A's invading monster is "SD01-001" in zone 4
    Given player B's invading monster is "BP03-004" in zone 3
    Given player B's rage is 3
    Given player A has "BP03-060" in zone 5
    Given player A's hand is "SD01-008"
    When player A invades discarding "SD01-008"
    Then player A's invading monster is "SD01-001" in zone 5
    Then player A's zone 5 is empty
    Then player B's rage is 2

  # BP03-016 ゴジラ(2003) (A: 「あなたが手札から交戦カードを捨てるたび、相手の怒りを１減らす。相手の怒りが
  # ０なら、かわりにこれの怒りを１増やす」) meets 8.6.1 (the invasion's discard of a battle card is a
  # discard from the hand) and SD01-013 銀座壊滅 (A). B's rage 0 → A's rage 0 → 1 (10.2.1.3.1 かわりに),
  # a rise of A's rage in A's turn → 銀座壊滅 destroys B's only rank ≤6 battle card SD01-008.
  Scenario: Discarding a battle card to invade raises the rage instead, and Ginza's destruction follows
    Given player A's invading monster is "BP03-016" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-013" in strategy zone 1
    Given player B has "SD01-008" in zone 2
    Given player A's hand is "BP01-053"
    When player A invades discarding "BP01-053"
    Then player A's invading monster is "BP03-016" in zone 4
    Then player A's rage is 1
    Then player B's zone 2 is empty

  # Same board, B's rage 2: the reduction happens (2 → 1), no rise of A's rage, 銀座壊滅 waits for
  # nothing; B's SD01-008 stays.
  Scenario: With rage to reduce, the opponent loses one and nothing else follows
    Given player A's invading monster is "BP03-016" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B's rage is 2
    Given player A has "SD01-013" in strategy zone 1
    Given player B has "SD01-008" in zone 2
    Given player A's hand is "BP01-053"
    When player A invades discarding "BP01-053"
    Then player A's rage is 0
    Then player B's rage is 1
    Then player B has "SD01-008" in zone 2

  # BP02-020 ヤシオリ作戦 (A, rank 6: 捨て札に戦略カードが５枚以上なら、あなたの空いているエリアすべてに
  # 「無人在来線爆弾」トークンを出現させる). A's monster in zone 6, A's battle cards in 1–4: the empty
  # zones (4.4.7) are 5, 7, 8 (zone 6 holds the monster, 3.3.3.1). Three tokens appear (5.11.4,
  # 9.1.2); each one's 出現時 (appendix A: 相手の【怒り】を1減らす) triggers: B's rage 4 → 1.
  Scenario: Unmanned train bombs fill every empty zone and each one's entry reduces the rage
    Given player A's invading monster is "SD01-001" in zone 6
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B's rage is 4
    Given player A has "SD01-008" in zone 1
    Given player A has "SD01-008" in zone 2
    Given player A has "SD01-008" in zone 3
    Given player A has "SD01-008" in zone 4
    Given player A's discard pile is "BP01-061" x5
    Given player A's hand is "BP02-020"
    # scripting slip of the first draft: three tokens' standby abilities in three zones are
    # different abilities (10.6.3.1: A picks the order), so the order is scripted.
    Given player A will choose "無人在来線爆弾" in zone 5
    Given player A will choose "無人在来線爆弾" in zone 7
    When player A activates "BP02-020"
    Then player A has "無人在来線爆弾" in zone 5
    Then player A has "無人在来線爆弾" in zone 7
    Then player A has "無人在来線爆弾" in zone 8
    Then player B's rage is 1
