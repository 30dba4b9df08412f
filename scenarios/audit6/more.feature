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

  # SD01-006 ゴジラ(2023) (強襲2, rank III) played as rank II on A's SD01-002 (12.5.2); then BP03-074 1億3千万年の旅
  # (A's monster rank III ≤ III: a rank IV card sharing a trait from the monster deck appears on top,
  # 5.11.2). At A's end phase start the burst still sends SD01-006 to the discard pile though it is no
  # longer on top (12.5.2.1); SD01-004 stays on top.
  Scenario: A burst monster covered by a later one is still discarded at the end phase
    Given player A's invading monster is "SD01-002" in zone 6
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B's rage is 2
    Given player A's monster deck is "SD01-004"
    Given player A's hand is "SD01-006", "BP03-074"
    Given player A's deck is "SD01-008" x10
    When player A plays the monster "SD01-006" as rank II
    When player A activates "BP03-074"
    Then player A's invading monster is "SD01-004" in zone 6
    When the game runs until the start phase
    Then player A's discard pile contains "SD01-006"
    Then player A's invading monster is "SD01-004" in zone 7

  # B's BP02-024 ビオランテ花獣形態 (rank I, ＜ビオランテ＞) is repelled by A's 13000 (7.4.3); B's monster deck holds
  # only a rank II ＜ゴジラ＞: no card shares a trait (5.15.1.2), B loses and A wins by counter.
  Scenario: Repelled with no rank II Biollante to follow, the player loses
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "BP02-024" in zone 5
    Given player A has "SD02-013" in zone 1
    Given player B's monster deck is "SD01-002"
    When the game runs until the end phase
    Then player A wins the game by counter

  # BP01-079 引力光線 (A: 「相手は自分の手札を３枚になるよう捨てる」) then stays in A's strategy zone, so BP01-074
  # キングギドラ(2024) (A: 「あなたの「引力光線」が置かれているなら、これの撃退力＋20000」) reads it: 8000 + 20000.
  Scenario: King Ghidorah 2024 grows while the gravity beam stays placed
    Given player A's invading monster is "SD01-001" in zone 5
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "BP01-074" in zone 1
    Given player B's hand is "SD01-008" x3
    # first draft set A's hand after the first Then; the board is set before any outcome is read
    Given player A's hand is "BP01-079"
    Then player A's total counter power is 8000
    When player A activates "BP01-079"
    Then player A has "BP01-079" in strategy zone 1
    Then player A's total counter power is 28000

  # BP02-046 キングギドラ(1965) (A, rank III on A's rank III BP02-049, 8.5.1: 出現時 「あなたの捨て札から、これと同じ
  # カードをすべてこれの下に重ねて置く。これの下にあるこれと同じカード１枚につき、脅威度＋3000」). Two copies go under
  # it (BP02-049 under it is another card): 23000 + 6000 + 5000 (rage 1 from 8.5.1.1, 3.4.5) = 34000.
  Scenario: King Ghidorah 1965 gathers its copies from the discard pile under it
    Given player A's invading monster is "BP02-049" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's discard pile is "BP02-046" x2, "SD01-001"
    Given player A's hand is "BP02-046"
    When player A plays the monster "BP02-046"
    Then player A's discard pile has 1 card
    Then player A's invading monster has threat level 34000
