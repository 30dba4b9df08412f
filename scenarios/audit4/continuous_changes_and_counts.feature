Feature: Audit 4: real cards' continuous changes meeting each other, and counts taken after cards moved

  Written from the JP 1.04 text and the cards' printed Japanese before reading the engine
  (issue 18, fourth audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Godzilla III| monster  | III  | red   | ゴジラ | 20000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Mid         | battle   | 6    | red   | Weapon |        | 1000    | 1        |      |
      | Heavy8      | battle   | 8    | red   | Weapon |        | 1000    | 1        |      |
      | Heavy9      | battle   | 9    | red   | Weapon |        | 1000    | 1        |      |
      | Big         | battle   | 1    | red   | Weapon |        | 15000   | 1        |      |
      | Big10       | battle   | 1    | red   | Weapon |        | 10000   | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |

  # A's counter phase. A's BP02-034 スーパーX3 in A's zone 8: 5000, +3000 in zone 8; A's
  # SD01-010 東京の街 (zone 4): A's rage 2: +5000 to the other card in zone 8, and 覚醒6 (A's
  # monster in zone 6, 12.4.2): +5000 more. B's BP02-029 「相手のターン中撃退フェイズ開始時、
  # そのターン中、これと同じ縦列にいる相手の交戦カードすべての撃退力を２倍にする」 (B's monster
  # in B's zone 3: A's zones 3 and 8, 4.4.5.4). All are numeric changes (10.8.1.5); 10.8.1.7:
  # the permanent ones since their cards were placed (10.8.1.7.1), the doubling since it was
  # played (10.8.1.7.2), later: (5000 + 3000 + 5000 + 5000) x 2 = 36000; 東京の街 itself (0)
  # is outside the column. 36000 < 55000 (7.4.3): no counter. The doubling lasts the turn
  # (7.5.6), so it still holds at the end phase's start.
  @rule-10.8.1.5 @rule-10.8.1.7.1 @rule-10.8.1.7.2 @rule-12.4.2
  Scenario: 東京の街's two bonuses and スーパーX3's own come before ビオランテ's doubling for the turn
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's rage is 2
    And player A has "SD01-010" in zone 4
    And player A has "BP02-034" in zone 8
    And player B's invading monster is "BP02-029" in zone 3
    When the game runs until the end phase
    Then player A's total counter power is 36000
    And player B's invading monster is "BP02-029" in zone 3

  # A's counter phase start: A's 拠点 BP03-080 大戸島 (「あなたのターン中撃退フェイズ開始時、あなた
  # の手札の＜ゴジラ＞を持つ交戦カードを１枚まで出現させる」) and B's BP02-029 wait together.
  # 10.4.3.2: A's first: BP02-061 ゴジラ(1972) appears in A's zone 8 (4000, +3000 there).
  # 10.4.3.3: then B's doubling is played; the card moved before it was played, so 10.8.2 does
  # not exclude it, and it is in the column (A's 8, B's monster in B's 8): (4000+3000) x 2 =
  # 14000; A's Big in zone 2 is outside the column: 15000. Total 29000 < 55000.
  @rule-10.4.3.2 @rule-10.4.3.3 @rule-10.8.2 @rule-10.8.1.7
  Scenario: 大戸島 brings ゴジラ(1972) into the column before ビオランテ's doubling is played: it is doubled
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "BP03-080" in strategy zone 1
    And player A's hand is "BP02-061"
    And player A has "Big" in zone 2
    And player B's invading monster is "BP02-029" in zone 8
    And player A will choose "BP02-061"
    And player A will choose zone 8
    When the game runs until the end phase
    Then player A has "BP02-061" in zone 8
    And player A's total counter power is 29000

  # BP03-067 モンスターX 「あなたのターン中これを手札から捨てた時、あなたのエリアにいる交戦カードが
  # ２色以上なら、これを出現させ、相手の最も等級の低い交戦カードを１枚まで破壊する」, discarded to
  # invade (8.6.1): it is in the discard pile when the condition is read, so it counts A's
  # red SD01-009 and white BP01-067: 2 colours: it appears (A chooses zone 8) and destroys B's
  # rank-1 Tank, not the rank-8 card. 撃退力X = 3000 x the colours of the OTHER battle cards
  # (red, white): 6000. 援軍 2000 and ゴロザウルス 1000 (覚醒4 off: A's monster in zone 3): 9000.
  @rule-10.6.4 @rule-8.6.1 @rule-7.4.2
  Scenario: モンスターX discarded to invade counts two colours, appears, and is worth 6000
    Given player A's invading monster is "Godzilla" in zone 2
    And player A has "SD01-009" in zone 1
    And player A has "BP01-067" in zone 4
    And player A's hand is "BP03-067"
    And player B's invading monster is "Godzilla" in zone 5
    And player B has "Tank" in zone 1
    And player B has "Heavy8" in zone 2
    And player A will choose zone 8
    And player A will choose "Tank"
    When player A invades discarding "BP03-067"
    Then player A has "BP03-067" in zone 8
    And player B's zone 1 is empty
    And player B has "Heavy8" in zone 2
    And player A's total counter power is 9000

  # The same with two red battle cards: one colour (モンスターX itself, in the discard pile, is
  # not in A's zones): it does not appear, and B's Tank stays.
  @rule-10.6.4 @rule-1.3.2
  Scenario: モンスターX with only red cards beside it stays in the discard pile
    Given player A's invading monster is "Godzilla" in zone 2
    And player A has "SD01-009" in zone 1
    And player A has "BP01-017" in zone 4
    And player A's hand is "BP03-067"
    And player B's invading monster is "Godzilla" in zone 5
    And player B has "Tank" in zone 1
    When player A invades discarding "BP03-067"
    Then player A's discard pile contains "BP03-067"
    And player B has "Tank" in zone 1

  # A's monster is BP03-029 (rank -3 to B's battle cards in A's turn with 5+ cards under it)
  # with BP03-025 (rank -1) among the five under it. 3.2.3.1: only the top card's information
  # counts; BP03-025's ability is not the stack's. BP01-029 on B's zone 4 (and 3, 5, 7,
  # 4.4.5.2): Heavy8 8-3 = 5: destroyed; Heavy9 9-3 = 6: stays (it would be 5 with -4).
  @rule-3.2.3.1 @rule-10.8.1.5 @rule-4.4.5.2
  Scenario: 千年竜王キングギドラ lowers ranks by 3 only: the 最珠羅 under it adds nothing
    Given player A's invading monster is "BP03-029", "BP03-025", "Godzilla II", "Godzilla III", "Godzilla", "Godzilla" in zone 4
    And player A's hand is "BP01-029"
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "Heavy8" in zone 4
    And player B has "Heavy9" in zone 5
    And player A will choose zone 4
    When player A activates "BP01-029"
    Then player B's zone 4 is empty
    And player B has "Heavy9" in zone 5

  # A's turn: B's 拠点 BP03-076 福岡タワー決戦 「相手のターン中あなたのエリア１、５、８にいる怪獣
  # カードか交戦カード１枚につき、あなたの怪獣カードの脅威度＋5000」: B's monster in zone 5 and
  # Tanks in 1 and 8: 15000 + 15000 = 30000. A's counter phase start (A's monster in 8:
  # 覚醒8): BP03-003 pays Mid: rage +2 and every rank-6-or-less battle card of B's destroyed.
  # 7.4.2/7.4.3 read the threat after that: 15000 + 5000 = 20000 <= 25000: countered; zone 5
  # is not 6-8 (5.15.1.1): it stays there; Godzilla III becomes B's monster (5.15.1.2).
  @rule-7.4.3 @rule-10.8.1.5 @rule-12.4.2 @rule-5.15.1.2
  Scenario: ゴジラ(2001) destroys the cards 福岡タワー決戦 counts before A's total is compared
    Given player A's invading monster is "BP03-003" in zone 8
    And player A's hand is "Mid"
    And player A has "Big" in zone 1
    And player A has "Big10" in zone 2
    And player B's invading monster is "Godzilla II" in zone 5
    And player B's monster deck is "Godzilla III"
    And player B has "BP03-076" in strategy zone 1
    And player B has "Tank" in zone 1
    And player B has "Tank" in zone 8
    And player A will choose yes
    When the game runs until the end phase
    Then player A's rage is 2
    And player B's zone 1 is empty
    And player B's zone 8 is empty
    And player B's invading monster is "Godzilla III" in zone 5

  # The same, A declines to pay (10.5.4): B's threat is 30000 > 25000: no counter.
  @rule-7.4.3 @rule-10.5.4
  Scenario: Without ゴジラ(2001)'s destruction 福岡タワー決戦 keeps B's monster out of reach
    Given player A's invading monster is "BP03-003" in zone 8
    And player A's hand is "Mid"
    And player A has "Big" in zone 1
    And player A has "Big10" in zone 2
    And player B's invading monster is "Godzilla II" in zone 5
    And player B's monster deck is "Godzilla III"
    And player B has "BP03-076" in strategy zone 1
    And player B has "Tank" in zone 1
    And player B has "Tank" in zone 8
    And player A will choose no
    When the game runs until the end phase
    Then player A's rage is 0
    And player B's invading monster is "Godzilla II" in zone 5
    And player B has "Tank" in zone 8
