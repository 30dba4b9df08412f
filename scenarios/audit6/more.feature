# audit6 — a last batch: costs that cannot be paid, a ban that ends itself, left/right moves and the
# duplicate rule, a swap meeting a continuous bonus, an advance at zone 8, a repel's aftermath.
Feature: audit6 more — printed cards meeting on costs, moves and repels

  # BP01-020 アンギラス(1968) (A, zone 8: 「あなたの怪獣カードが進攻するたび、それの怒りを１減らすことで、これがエリア８に
  # いるなら、あなたの山札から強襲を持つ怪獣カードを１枚まで探して公開し、手札に加え、山札をシャッフルする」). A's rage 0:
  # the cost cannot be paid in full (10.5.4.1, 3.4.4 no rage below 0), so nothing is searched.
  Scenario: Anguirus's search cannot be paid for with no rage
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "BP01-020" in zone 8
    Given player A's deck is "SD01-005", "SD01-008" x3
    Given player A's hand is "SD01-008"
    When player A invades discarding "SD01-008"
    Then player A's hand has 0 cards
    Then player A's deck has 4 cards

  # The same with rage 1: A pays (1 → 0) and takes SD01-005 (強襲1) into the hand.
  Scenario: With one rage Anguirus pays it and finds a burst monster
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's rage is 1
    Given player A has "BP01-020" in zone 8
    Given player A's deck is "SD01-005", "SD01-008" x3
    Given player A's hand is "SD01-008"
    Given player A will choose yes
    Given player A will choose "SD01-005"
    When player A invades discarding "SD01-008"
    Then player A's rage is 0
    Then player A's hand contains "SD01-005"
    Then player A's deck has 3 cards

  # BP02-070 ゴジラVSスペースゴジラ (B: 「相手のターン中メインフェイズ開始時、相手は自分の手札を５枚になるよう捨ててよい。
  # １枚以上捨てたら、これを破壊する」) meets B's BP03-039 ゴジラ(2016)第4形態 (「あなたのカードが戦略カード置き場から捨て札に
  # なった時、１枚引く」). A's start phase: 5 + 1 (7.2.2) = 6 cards; at the main phase's start A discards one:
  # BP02-070 is destroyed (5.12.1.1 to the discard pile), B draws 1.
  Scenario: Discarding down to five ends the Space Godzilla ban, and the fourth form draws for its owner
    Given it is the start phase
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B has "BP02-070" in strategy zone 1
    Given player B has "BP03-039" in zone 1
    Given player A's hand is "SD01-008" x5
    Given player A's deck is "SD01-008" x5
    Given player B's hand is empty
    Given player B's deck is "SD01-008" x5
    Given player A will choose yes
    When the game runs until the counter phase
    Then player A's hand has 5 cards
    Then player B's strategy zones are empty
    Then player B's hand has 1 card

  # BP03-058 ジラ (A, zone 4: 「あなたのエンドフェイズ開始時、これを自身の右または左の隣接エリアに移動させる。その後、これが
  # あなたの怪獣カードの隣接エリアにいるなら、これを破壊する」). Left/right neighbours of 4 are 3 and 5
  # (4.4.5.5.1, 4.4.5.2; 7 is its front). A moves it to 5, where SD01-011 is; A's monster in 1 is not beside
  # 5, so Zilla stays. 11.5.1 then keeps the card placed last (Zilla) and destroys SD01-011, replaced to the
  # deck's bottom.
  Scenario: Zilla steps aside onto a card, and the duplicate rule keeps the newcomer
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B's rage is 3
    Given player A has "BP03-058" in zone 4
    Given player A has "SD01-011" in zone 5
    Given player A's deck is "SD01-008" x10
    Given player A will choose zone 5
    When the game runs until the end phase
    When the game runs until the start phase
    Then player A has "BP03-058" in zone 5
    Then player A's discard pile does not contain "SD01-011"

  # BP01-057 モスラ成虫(1992) (A, rank 7, played to zone 1: 出現時 「あなたのエリアにいる交戦カードを２枚選び、それらのいる
  # エリアを入れ替えてよい」; 「これの隣接エリアにいるあなたの等級５以下の交戦カードすべての撃退力＋3000」). Zone 1's only
  # neighbour is 2 (4.4.5.2). Before: SD02-013 (rank 8, no bonus) in 2, BP01-053 in 6: 5000 + 13000 + 5000 =
  # 23000. A swaps them (5.6.1): BP01-053 in 2 gets +3000: 26000.
  Scenario: Mothra swaps two cards and its bonus follows the one now beside it
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 7
    Given player A has "SD02-013" in zone 2
    Given player A has "BP01-053" in zone 6
    Given player A's hand is "BP01-057"
    # scripting slip of the first draft: the 「てよい」 is asked first as yes/no
    Given player A will choose yes
    Given player A will choose "SD02-013"
    Given player A will choose "BP01-053"
    When player A plays "BP01-057" to zone 1
    Then player A has "BP01-053" in zone 2
    Then player A has "SD02-013" in zone 6
    Then player A's total counter power is 26000

  # BP01-030 ゴジラ上陸 (A: 「相手の怪獣カードを１エリア前進させる」) with B's monster in zone 8: an advance from 8 that is
  # not by invasion does not happen (5.13.1.1.1); B does not win.
  Scenario: The Godzilla landing cannot push a monster beyond zone 8
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 8
    Given player A's hand is "BP01-030"
    When player A activates "BP01-030"
    Then player B's invading monster is "SD01-001" in zone 8
    Then the game is not over

  # BP03-023 鎧モスラ (A: 「あなたが相手の怪獣カードを撃退した時、あなたが拠点を置いているなら、相手の怪獣カードをエリア１まで
  # 後退させる」) with the base BP03-075 屋久杉. A's 13000 repels B's 6000 monster at zone 7: it moves to 4
  # (5.15.1.1) and SD01-002 takes its place (5.15.1.2); then the trigger retreats the new monster to 1
  # (5.13.2.2).
  Scenario: Armoured Mothra sends the repelled opponent back to zone 1 while a base stands
    Given player A's invading monster is "BP03-023" in zone 3
    Given player B's invading monster is "SD01-001" in zone 7
    Given player A has "BP03-075" in strategy zone 1
    Given player A has "SD02-013" in zone 1
    Given player B's monster deck is "SD01-002"
    When the game runs until the end phase
    Then player B's invading monster is "SD01-002" in zone 1
