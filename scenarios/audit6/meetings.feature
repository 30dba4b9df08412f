# audit6 — more printed cards meeting: prohibitions of movement, protections against sweeps,
# counts fixed before a move, tokens across phases.
Feature: audit6 meetings — printed cards a judge is asked about, where two of them meet

  # BP02-024 ビオランテ花獣形態 (B: 「これは前進も進攻もできない」) against BP01-030 ゴジラ上陸 (A, rank 3:
  # 「相手の怪獣カードを１エリア前進させる」). 1.3.3: the prohibition wins; B's monster stays in zone 5.
  Scenario: Biollante that may not advance is not advanced by the Godzilla landing
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "BP02-024" in zone 5
    Given player A's hand is "BP01-030"
    When player A activates "BP01-030"
    Then player B's invading monster is "BP02-024" in zone 5

  # BP01-033 決着 (A, rank 8, A's monster in 8: 「各プレイヤーの交戦カードをすべて破壊する」). A's SD01-011 is
  # replaced to the deck's bottom; A's BP02-062 goes to the discard pile (its 逆襲 returns up to one
  # ＜スペースゴジラ＞ monster card: none there, nothing). B's BP01-052 メガギラス (覚醒4: B's monster in 4;
  # in zone 3 with five monster cards in B's discard pile: 「これは相手の効果で破壊されない」) stays; B's
  # SD01-008 goes.
  Scenario: The settlement destroys every battle card but the one its opponent's effects cannot
    Given player A's invading monster is "SD01-001" in zone 8
    Given player B's invading monster is "SD01-001" in zone 4
    Given player A has "SD01-011" in zone 1
    Given player A has "BP02-062" in zone 2
    Given player A's deck is "SD01-008" x3
    Given player B has "BP01-052" in zone 3
    Given player B has "SD01-008" in zone 1
    Given player B's discard pile is "SD01-001" x5
    Given player A's hand is "BP01-033"
    When player A activates "BP01-033"
    Then player A's zone 1 is empty
    Then player A's zone 2 is empty
    Then player A's deck has 4 cards
    Then player B has "BP01-052" in zone 3
    Then player B's zone 1 is empty

  # BP02-056 スペースゴジラ (A, zone 3: 「あなたのターン中これがエンドフェイズに前進する際、あなたのエリアに
  # いる「結晶体」の枚数分、追加で前進する」), three 結晶体 tokens in A's 1, 2 and 5. 7.5.2 advances it 1 + 3
  # (counted as the advance begins) = 4: 3 → 7. Passing zone 5 crushes the token there (11.3, an
  # interrupting rule process; 9.1.4.2 it vanishes). Threat: 32000, two crystals left (+2000, appendix
  # A), the +20000 needs three: 34000.
  Scenario: Space Godzilla's extra advance is counted before it crushes a crystal on the way
    Given player A's invading monster is "BP02-056" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B's rage is 5
    Given player A has "結晶体" in zone 1
    Given player A has "結晶体" in zone 2
    Given player A has "結晶体" in zone 5
    Given player A's deck is "SD01-008" x10
    When the game runs until the start phase
    Then player A's invading monster is "BP02-056" in zone 7
    Then player A's zone 5 is empty
    Then player A's invading monster has threat level 34000

  # BP01-037 ゴジラ(1995) (A: 「これが前進するたび、あなたの手札の戦略カードを１枚捨てることで、これの怒りを１増やす」)
  # invades discarding SD01-012 (invasion 2): two advances, two waits (10.6.2.1). A pays both (10.5.4):
  # rage 0 → 2. Each rise wakes SD01-013 銀座壊滅: B's two rank ≤6 cards go.
  Scenario: Two advances, two paid rises of rage, two destructions
    Given player A's invading monster is "BP01-037" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-013" in strategy zone 1
    Given player B has "SD01-008" in zone 1
    Given player B has "BP01-053" in zone 2
    Given player A's hand is "SD01-012", "BP01-061", "BP01-061"
    Given player A will choose yes
    Given player A will choose "SD01-013"
    Given player A will choose "SD01-008"
    Given player A will choose yes
    When player A invades discarding "SD01-012"
    Then player A's invading monster is "BP01-037" in zone 5
    Then player A's rage is 2
    Then player A's hand has 0 cards
    Then player B's zone 1 is empty
    Then player B's zone 2 is empty

  # BP03-010 3式機龍〈改〉 (A, rank III on A's rank III BP03-008, 8.5.1; 出現時 「あなたのエリアに交戦カードが２枚以上
  # いるなら、相手は自分の手札を４枚になるよう捨てる。この効果で相手が交戦カードを捨てていたら、これの怒りを１増や
  # す」). B keeps four, discards BP01-059 ファイヤーラドン (a battle card): A's rage 1 (8.5.1.1) → 2, and
  # SD01-013 銀座壊滅 destroys B's SD01-008. B's ファイヤーラドン (discarded by the opponent's effect, A's
  # monster in 4–8) comes in: B's zone 2.
  Scenario: Kiryu Kai's discard finds a battle card, rages, and Fire Rodan answers
    Given player A's invading monster is "BP03-008" in zone 4
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-013" in strategy zone 1
    Given player A has "SD01-008" in zone 1
    Given player A has "SD01-008" in zone 2
    Given player B has "SD01-008" in zone 1
    Given player A's hand is "BP03-010"
    Given player B's hand is "BP01-059", "BP01-061", "BP01-061", "BP01-061", "BP01-061"
    # scripting slip of the first draft: B names the four cards it keeps (5.7.2)
    Given player B will choose "BP01-061"
    Given player B will choose "BP01-061"
    Given player B will choose "BP01-061"
    Given player B will choose "BP01-061"
    Given player B will choose yes
    Given player B will choose zone 2
    # first draft forgot that 8.5.1.1's rise also wakes 銀座壊滅 (a second destruction finds nothing);
    # A orders the two waiting abilities.
    Given player A will choose "BP03-010"
    When player A plays the monster "BP03-010"
    Then player B's hand has 4 cards
    Then player A's rage is 2
    Then player B's zone 1 is empty
    Then player B has "BP01-059" in zone 2

  # BP01-077 オキシジェン・デストロイヤー (A, rank 4: 「相手の怒りが２以下なら、相手の怪獣カードを撃退したかのように
  # 移動させる」): only 5.15.1.1's move (6 → its back, 5), no new monster. BP01-043 (A, 覚醒4, five monster
  # cards in A's discard pile: 「あなたが相手の怪獣カードを撃退した時 …」) does not trigger: a move as if
  # repelled is no repel. B's SD01-008 stays.
  Scenario: The Oxygen Destroyer moves the monster back as if repelled, which is no repel
    Given player A's invading monster is "BP01-043" in zone 4
    Given player B's invading monster is "SD01-001" in zone 6
    Given player A's discard pile is "SD01-001" x5
    Given player B has "SD01-008" in zone 2
    Given player B's monster deck is "SD01-002"
    Given player A's hand is "BP01-077"
    When player A activates "BP01-077"
    Then player B's invading monster is "SD01-001" in zone 5
    Then player B has "SD01-008" in zone 2

  # BP03-062 婆羅護吽 (B: 「相手の怪獣カードが進攻した時、これを破壊する」) against BP03-068 ゴジラ、空を飛ぶ (A): a
  # move of 3 → 8 by an effect is no invasion (5.14.1, 8.6): B's card stays.
  Scenario: Flying to zone 8 is no invasion for Baragon's trigger
    Given player A's invading monster is "SD01-003" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B has "BP03-062" in zone 1
    Given player A's hand is "BP03-068"
    When player A activates "BP03-068"
    Then player A's invading monster is "SD01-003" in zone 8
    Then player B has "BP03-062" in zone 1

  # BP02-077 ちびゴジラ (A, zone 1: 「あなたのメインフェイズ開始時、あなたの山札を上から２枚捨て札にする。＜ゴジラ＞を
  # 持つカードを捨てたら、これを破壊し、「ちびゴジラ 第2形態」トークンを１枚出現させる」). Start phase: 7.2.2 draws
  # one (B's monster rank I). Main phase start: SD01-001 (＜ゴジラ＞) and SD01-008 are discarded → ちびゴジラ
  # destroyed, the token appears in zone 2 (A's choice). Counter phase: 10000 < B's 6000 + 5000. End
  # phase start (appendix A / BP02-T04: 「これを破壊し、あなたの捨て札から「ちびゴジラ」の交戦カード1枚を出現させ
  # る」): the token vanishes (9.1.4.2), BP02-077 returns to zone 5 (A's choice). Discard pile: the two
  # milled cards.
  Scenario: Chibi Godzilla grows into its second form for a turn and comes back at the end
    Given it is the start phase
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B's rage is 1
    Given player A has "BP02-077" in zone 1
    Given player A's deck is "SD01-008", "SD01-001", "SD01-008", "SD01-008" x10
    Given player A will choose zone 2
    Given player A will choose zone 5
    # (the first draft ran "until the start phase" from the start phase, which then stopped at once; it
    # now runs to the next turn's start phase, as this draft's writer and audit7's both read "next")
    When the game runs until the end phase
    When the game runs until the start phase
    Then player A has "BP02-077" in zone 5
    Then player A's zone 2 is empty
    Then player A's zone 1 is empty
    Then player A's discard pile has 2 cards
