# audit6 — printed texts a judge is most likely asked about, each where a second card or rule meets it.
Feature: audit6 judged — the questions judges are asked about printed cards

  # BP02-028 ビオランテ植獣形態 (A, rank IV on A's rank IV BP02-029, 8.5.1: 出現時 「あなたの捨て札から進化を持つ
  # 等級４以下の交戦カードをこれの隣接エリアすべてに出現させる」). A's monster in 3: neighbours 2, 4, 8; one card
  # into each (5.11.1.3). Zone 4 already holds A's SD01-011: 11.5.1 keeps the newer and destroys the older,
  # which is replaced to the deck's bottom (its かわりに). Deck 2 → 3.
  Scenario: Biollante fills every neighbouring zone, and the older card there gives way to the duplicate rule
    Given player A's invading monster is "BP02-029" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-011" in zone 4
    Given player A's deck is "SD01-008" x2
    Given player A's discard pile is "BP01-048", "SD02-007", "BP01-044"
    Given player A's hand is "BP02-028"
    # scripting slip of the first draft: A places each card (5.11.1.3 only asks different zones)
    Given player A will choose zone 2
    Given player A will choose zone 4
    When player A plays the monster "BP02-028"
    Then player A's deck has 3 cards
    Then player A's discard pile has 0 cards
    Then player A has "BP01-048" in zone 2
    Then player A has "SD02-007" in zone 4
    Then player A has "BP01-044" in zone 8

  # BP01-073 ゴジラｘメカゴジラ (A, rank 7: 「あなたの捨て札の怪獣カードが７枚以下ではこれは出現できない」). Seven
  # monster cards: refused. With BP03-071 ゴジラの骨 (「あなたが捨て札の怪獣カードを数える際、これは怪獣カードと
  # しても扱う」) the count is eight: it may be played.
  Scenario: Godzilla's bones make the eighth monster card Godzilla x Mechagodzilla asks for
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 7
    Given player A's discard pile is "SD01-001" x7
    Given player A's hand is "BP01-073"
    When player A tries to play "BP01-073" to zone 1
    Then player A's zone 1 is empty
    Then player A's hand contains "BP01-073"

  Scenario: With the bones in the discard pile the same play is allowed
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 7
    Given player A's discard pile is "SD01-001" x7, "BP03-071"
    Given player A's hand is "BP01-073"
    When player A plays "BP01-073" to zone 1
    Then player A has "BP01-073" in zone 1

  # BP02-068 メカキングギドラ (A, rank 23: 「あなたの捨て札の、等級㉓でない＜キングギドラ＞を持つカード１枚につき、
  # 等級を－２して手札から出現できる」). Eight such cards: 23 − 16 = 7 ≤ B's zone 7 (8.2.1). Seven: 9 > 7,
  # refused.
  Scenario: The 23rd-century Mecha-King Ghidorah comes down by two ranks for each Ghidorah discarded
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 7
    Given player A's discard pile is "BP02-066" x7
    Given player A's hand is "BP02-068", "BP02-068"
    When player A tries to play "BP02-068" to zone 1
    Then player A's zone 1 is empty

  # (first draft set the discard pile again after the When; the board is set before, so two scenarios)
  Scenario: With eight Ghidorah cards discarded the Mecha-King Ghidorah comes down to rank 7
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 7
    Given player A's discard pile is "BP02-066" x8
    Given player A's hand is "BP02-068"
    When player A plays "BP02-068" to zone 1
    Then player A has "BP02-068" in zone 1

  # BP02-045 キングギドラ(1964) (A: 「相手の怪獣カードの等級Ⅰにつき、これの脅威度＋3000」). B's rank III: 11000 +
  # 9000 = 20000. A's counter phase repels it (SD02-013 13000 + BP02-063 5000 ≥ B's 18000? no: B's
  # SD02-005 is 20000; A adds BP01-053 5000: 23000 ≥ 20000), B's rank IV SD02-004 takes its place
  # (5.15.1.2): the count reads the new card, 11000 + 12000 = 23000.
  Scenario: King Ghidorah 1964 grows when the opponent's repelled monster comes back a rank higher
    Given player A's invading monster is "BP02-045" in zone 3
    Given player B's invading monster is "SD02-005" in zone 3
    Given player A has "SD02-013" in zone 1
    Given player A has "BP02-063" in zone 2
    Given player A has "BP01-053" in zone 4
    Given player B's monster deck is "SD02-004"
    Then player A's invading monster has threat level 20000
    When the game runs until the end phase
    Then player B's invading monster is "SD02-004" in zone 3
    Then player A's invading monster has threat level 23000

  # BP01-012 ゴジラ(フェス・ゴジラ) (A: 「あなたのエンドフェイズ開始時、これがこのターン進攻していたら、相手の怪獣カードを
  # １エリア前進させる」). A invades 3 → 4; at the end phase's start B's monster advances 3 → 4; then 7.5.2
  # advances A's 4 → 5.
  Scenario: Fes Godzilla that invaded this turn pushes the opponent at its end phase
    Given player A's invading monster is "BP01-012" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's hand is "SD01-008"
    Given player A's deck is "SD01-008" x10
    When player A invades discarding "SD01-008"
    When the game runs until the start phase
    Then player B's invading monster is "SD01-001" in zone 4
    Then player A's invading monster is "BP01-012" in zone 5

  # BP03-025 最珠羅 (A: 「あなたのターン中相手のエリアにいる交戦カードすべての等級－１」) makes B's SD01-012 rank 7
  # a rank 6; A gains rage (8.4.1) and SD01-013 銀座壊滅 (「相手の等級６以下の交戦カードを１枚破壊する」) can take it.
  Scenario: Saijura lowers the opponent's ranks within reach of Ginza's destruction
    Given player A's invading monster is "BP03-025" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-013" in strategy zone 1
    Given player B has "SD01-012" in zone 2
    Given player A's hand is "SD01-002"
    When player A discards "SD01-002" to gain rage
    Then player B's zone 2 is empty

  # BP03-079 ゴジラ捕獲！ (A: 「相手の怒りを０にする」) against BP03-004 ゴジラ(2001) (B, 覚醒4 in B's 5: 「相手のターン中
  # これの怒りは相手の効果で減らない」). Setting 3 to 0 is a decrease of the rage by the opponent's effect:
  # 1.3.3, it does not happen; B's rage stays 3.
  Scenario: Godzilla captured cannot set to 0 a rage the opponent's effects cannot reduce
    Given player A's invading monster is "SD01-001" in zone 7
    Given player B's invading monster is "BP03-004" in zone 5
    Given player B's rage is 3
    Given player A's hand is "BP03-079"
    When player A activates "BP03-079"
    Then player B's rage is 3

  # FC01-001 ゴジラ(ゴジカ・フェス) (A, zone 3: 「これに隣接するあなたのエリアすべてに＜フェス・ゴジラ＞を持つ交戦
  # カードがいるなら、あなたの撃退力の合計を＋10000」): neighbours 2, 4, 8 (4.4.5.2), each with a
  # ＜フェス・ゴジラ＞ card: BP01-026 7000 + FC01-002 3000 + FC01-003 5000 + 10000 = 25000.
  Scenario: The Godzilla Fest Godzilla adds 10000 when every neighbour is a Fest card
    Given player A's invading monster is "FC01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "BP01-026" in zone 2
    Given player A has "FC01-002" in zone 4
    Given player A has "FC01-003" in zone 8
    Then player A's total counter power is 25000
