# audit6 — prohibitions (できない, 破壊されない, 戦闘できない) against another card's effect or action.
Feature: audit6 prohibition — what a printed prohibition stops, and what it leaves

  # BP02-070 ゴジラVSスペースゴジラ (B: 「相手のターン中相手は戦略カードを置くことができない」) against
  # BP03-012 ゴジラ(1993) (A, 出現時: あなたの手札から、青で等級６以下の戦略カードを１枚まで置いて発動
  # させる). 1.3.3: the prohibition wins; 「１枚まで」 lets the effect place none (1.3.2). BP01-061
  # stays in A's hand; the monster's play still raises A's rage (8.5.1.1).
  Scenario: A strategy card an entering monster would place stays in the hand under the opponent's ban
    # first draft had a rank I invading monster (SD02-001): 8.5.1 (JP and EN alike) asks for a
    # monster card of the SAME rank as the invading monster, so the draft's board was wrong.
    Given player A's invading monster is "SD02-002" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B has "BP02-070" in strategy zone 1
    Given player A's hand is "BP03-012", "BP01-061"
    When player A plays the monster "BP03-012"
    Then player A's invading monster is "BP03-012" in zone 3
    Then player A's strategy zones are empty
    Then player A's hand contains "BP01-061"
    Then player A's rage is 1

  # The same ban against A's own 8.3 activation: A cannot place a strategy card; the action changes
  # nothing.
  Scenario: Activating a strategy card under the opponent's ban is refused
    Given player A's invading monster is "SD02-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B has "BP02-070" in strategy zone 1
    Given player A's hand is "BP01-061"
    When player A tries to activate "BP01-061"
    Then player A's strategy zones are empty
    Then player A's hand contains "BP01-061"

  # BP02-068 メカキングギドラ (B, B's zone 4: 「これが相手の怪獣カードと同じ縦列にいるなら、相手は進攻
  # できず」). A's monster in A's zone 2: 4.4.5.4 puts A's 2 and B's 4 (and 7) in one column. A's
  # invasion (8.6) is forbidden: the monster stays in zone 2, the card stays in hand.
  Scenario: The 23rd-century Mecha-King Ghidorah in the monster's column forbids the invasion
    Given player A's invading monster is "SD01-001" in zone 2
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B has "BP02-068" in zone 4
    Given player A's hand is "SD01-008"
    When player A tries to invade discarding "SD01-008"
    Then player A's invading monster is "SD01-001" in zone 2
    Then player A's hand contains "SD01-008"

  # The same card with A's monster in zone 3: A's 3 is in the column of B's 3 and 8 (4.4.5.4), not
  # of B's 4 — no prohibition; the invasion advances 3 → 4.
  Scenario: Outside its column the Mecha-King Ghidorah forbids nothing
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B has "BP02-068" in zone 4
    Given player A's hand is "SD01-008"
    When player A invades discarding "SD01-008"
    Then player A's invading monster is "SD01-001" in zone 4

  # BP02-055 スペースゴジラ (B, B's zone 4, 覚醒4: 「あなたのエリアに「結晶体」が３枚以上いるなら、相手は
  # これと同じ縦列のエリアに交戦カードを出現させることができない」) with three 結晶体 tokens. The column
  # of B's 4 holds A's 2 (4.4.5.4). A's play to zone 2 is refused; to zone 4 (the column of B's 2)
  # it is allowed. Each 結晶体 (appendix A) gives ＜スペースゴジラ＞ +1000: threat 23000 + 3000.
  Scenario: Space Godzilla with three crystals closes its column to the opponent's battle cards
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "BP02-055" in zone 4
    Given player B has "結晶体" in zone 1
    Given player B has "結晶体" in zone 2
    Given player B has "結晶体" in zone 3
    Given player A's hand is "SD01-008", "SD01-008"
    When player A tries to play "SD01-008" to zone 2
    Then player A's zone 2 is empty
    When player A plays "SD01-008" to zone 4
    Then player A has "SD01-008" in zone 4
    Then player B's invading monster has threat level 26000

  # BP01-014 ゴジラ(フェス・ゴジラ) (B, B's zone 4, 相手のターン中覚醒4, two battle cards in B's zones:
  # 「相手の等級５以下の交戦カードすべては、これと戦闘できない」). 5.16.1: A's rank ≤5 cards add nothing
  # to the total. A: SD02-013 13000 + BP01-073 10000 + BP01-074 8000 + BP02-066 8000 = 39000; the
  # rank 5 BP01-053 (5000) is left out. B's threat 34000 + 2×5000 (3.4.5) = 44000 > 39000: no repel.
  Scenario: Fes Godzilla's low-rank battle cards cannot fight it, and the total falls short
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "BP01-014" in zone 4
    Given player B's rage is 2
    Given player B has "SD01-008" in zone 1
    Given player B has "SD01-008" in zone 2
    Given player A has "SD02-013" in zone 1
    Given player A has "BP01-073" in zone 2
    Given player A has "BP01-074" in zone 4
    Given player A has "BP02-066" in zone 5
    Given player A has "BP01-053" in zone 6
    Given player B's monster deck is "SD01-002"
    When the game runs until the end phase
    Then player B's invading monster is "BP01-014" in zone 4
    Then the game is not over

  # The control: B has one battle card, so the condition fails (10.3.3) and all five fight:
  # 44000 ≥ 44000 repels (7.4.3). B's monster is rank IV: no rank V card can follow (5.15.1.2.1),
  # B loses and A wins by counter (5.15.1.2.2).
  Scenario: With one battle card behind it, Fes Godzilla is repelled and its player loses
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "BP01-014" in zone 4
    Given player B's rage is 2
    Given player B has "SD01-008" in zone 1
    Given player A has "SD02-013" in zone 1
    Given player A has "BP01-073" in zone 2
    Given player A has "BP01-074" in zone 4
    Given player A has "BP02-066" in zone 5
    Given player A has "BP01-053" in zone 6
    Given player B's monster deck is "SD01-002"
    When the game runs until the end phase
    Then player A wins the game by counter

  # FC01-006 キングギドラの防御 (B: 「相手のターン中相手のエリアにいる交戦カードが２枚以下なら、あなたの
  # エリアにいる交戦カードすべては相手の効果で破壊されない」) against PR-005 噛みつき (A: あなたの怪獣
  # カードと同じ縦列にいる相手の交戦カードをすべて破壊する). A's monster in A's 3: column B's 3 and 8.
  # A has two battle cards: the protection holds, B's card in zone 8 stays.
  Scenario: King Ghidorah's defence holds while the opponent has two battle cards
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B has "FC01-006" in strategy zone 1
    Given player B has "SD01-008" in zone 8
    Given player A has "SD01-008" in zone 1
    Given player A has "SD01-008" in zone 2
    Given player A's hand is "PR-005"
    When player A activates "PR-005"
    Then player B has "SD01-008" in zone 8

  # A third battle card of A's: the count (3 > 2) turns the protection off; PR-005 destroys B's card.
  Scenario: King Ghidorah's defence fails once the opponent has three battle cards
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B has "FC01-006" in strategy zone 1
    Given player B has "SD01-008" in zone 8
    Given player A has "SD01-008" in zone 1
    Given player A has "SD01-008" in zone 2
    Given player A has "SD01-008" in zone 4
    Given player A's hand is "PR-005"
    When player A activates "PR-005"
    Then player B's zone 8 is empty

  # BP01-080 怪獣島のゴジラ親子 (B: 「あなたのエリア１～５にいる等級５以下の交戦カードすべては相手の効果で
  # 破壊されない」) against PR-005 (A's monster in A's 3: column B's 3 and 8). B's card in zone 3 is
  # protected, B's card in zone 8 is not (zone 8 is outside 1–5).
  Scenario: The Monster Island parent and child protect zones 1 to 5 only
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B has "BP01-080" in strategy zone 1
    Given player B has "SD01-008" in zone 3
    Given player B has "BP01-053" in zone 8
    Given player A's hand is "PR-005"
    When player A activates "PR-005"
    Then player B has "SD01-008" in zone 3
    Then player B's zone 8 is empty

  # BP03-068 ゴジラ、空を飛ぶ (A, rank 3: 「あなたのターン中あなたの怪獣カードは進攻できない。エリア３にいる
  # あなたの等級Ⅲ以上の怪獣カードをエリア８に縦方向に移動させる。(その際、エリア４～７にいるあなたの交戦
  # カードは破壊されない)」). A's rank III monster moves 3 → 8: A's battle card in zone 5 is not
  # crushed, the one in zone 8 is (11.3.3: it shares the monster's zone). Then A's invasion is
  # forbidden this turn.
  Scenario: Godzilla flies to zone 8, crushing only what is there, and may not invade after
    Given player A's invading monster is "SD01-003" in zone 3
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "SD01-008" in zone 5
    Given player A has "BP01-053" in zone 8
    Given player A's hand is "BP03-068", "SD01-008"
    When player A activates "BP03-068"
    Then player A's invading monster is "SD01-003" in zone 8
    Then player A has "SD01-008" in zone 5
    Then player A's zone 8 is empty
    When player A tries to invade discarding "SD01-008"
    Then player A's invading monster is "SD01-003" in zone 8
    Then player A's hand contains "SD01-008"
