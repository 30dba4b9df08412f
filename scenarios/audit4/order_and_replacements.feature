Feature: Audit 4: the order a player gives simultaneous abilities, and replacements in the opponent's turn

  Written from the JP 1.04 text and the cards' printed Japanese before reading the engine
  (issue 18, fourth audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Tall        | monster  | I    | red   | ゴジラ | 30000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Plan        | strategy | 1    | red   |        |        |         | 1        |      |
      | Plan2       | strategy | 1    | red   |        |        |         | 1        |      |

  # A's counter phase's start: A's BP03-040 「あなたの撃退フェイズ開始時、これを空いているエリアに
  # 移動させてよい。これが相手の怪獣カードと同じ縦列にいるなら、撃退力＋3000」 and B's BP02-029
  # (doubling A's cards in its column for the turn) wait. 10.4.3.2: A's first: A moves it to
  # zone 8, into the column of B's monster in B's zone 3 (4.4.5.4): 6000 + 3000; then B's
  # doubling finds it there: 18000.
  @rule-10.4.3.2 @rule-10.4.3.3 @rule-4.4.5.4 @rule-10.8.1.7
  Scenario: メカゴジラ(1975) moves into ビオランテ's column before the doubling is played, and is doubled
    Given player A's invading monster is "Godzilla" in zone 2
    And player A has "BP03-040" in zone 1
    And player B's invading monster is "BP02-029" in zone 3
    And player A will choose zone 8
    When the game runs until the end phase
    Then player A has "BP03-040" in zone 8
    And player A's total counter power is 18000

  # B's turn: B plays BP03-066 (rank 8, -2 as A has two strategy cards placed: 6 <= A's
  # monster's zone 6, 8.2.1). Its 【出現時】 destroys one of A's strategy cards (B chooses the one
  # in strategy zone 1). A's BP02-012 (zone 8) 「あなたのカードが戦略カード置き場から捨て札になる
  # 際、かわりにそれをこれの下に重ねてよい」: A does (10.2.1.3.2): it goes under 凍結, never to the
  # discard pile (10.9.1.1): A's BP03-039 does not draw.
  @rule-10.9.1 @rule-10.9.1.1 @rule-10.2.1.3.2
  Scenario: B's 千年竜王キングギドラ destroys A's strategy card; 凍結 takes it instead and ゴジラ(2016) does not draw
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 6
    And player A has "BP02-012" in zone 8
    And player A has "BP03-039" in zone 4
    And player A has "Plan" in strategy zone 1
    And player A has "Plan2" in strategy zone 2
    And player A's deck is "Jet" x2
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is "BP03-066"
    And player B will choose "Plan"
    And player A will choose yes
    When player B plays "BP03-066" to zone 3
    Then player A has "BP02-012" in zone 8 with "Plan" under it
    And player A has "Plan2" in strategy zone 2
    And player A's hand has 0 cards
    And player A's discard pile has 0 cards

  # The same, A declines: the card is destroyed, from A's strategy zone to the discard pile:
  # A's BP03-039 (A's ability in B's turn, 10.4.3.3) draws one.
  @rule-10.9.1 @rule-10.4.3.3
  Scenario: 凍結 declined: A's strategy card is destroyed, and ゴジラ(2016) draws in B's turn
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 6
    And player A has "BP02-012" in zone 8
    And player A has "BP03-039" in zone 4
    And player A has "Plan" in strategy zone 1
    And player A has "Plan2" in strategy zone 2
    And player A's deck is "Jet" x2
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is "BP03-066"
    And player B will choose "Plan"
    And player A will choose no
    When player B plays "BP03-066" to zone 3
    Then player A's discard pile contains "Plan"
    And player A's hand has 1 card

  # A's start phase (7.2.2 draws the first Jet). Main phase's start: BP02-077 ちびゴジラ mills
  # Godzilla (＜ゴジラ＞) and Jet: it destroys itself and a 「ちびゴジラ 第2形態」 token appears
  # (9.1.2, A chooses zone 2; the runner names it BP02-T04). Its 10000 does not reach B's 30000
  # at 7.4.3. The end phase's start: the token 「これを破壊し、あなたの捨て札から『ちびゴジラ』の
  # 交戦カード1枚を出現させる」: it goes to the discard pile and ceases to exist (9.1.4.2);
  # BP02-077 comes back (A chooses zone 2). 7.5.2: A's monster 4 -> 5; 7.5.4: A draws to 5.
  @rule-9.1.2 @rule-9.1.4.2 @rule-7.5.1
  Scenario: ちびゴジラ becomes its token at the main phase and comes back at the end phase
    Given it is turn 3
    And it is the start phase
    And player A's invading monster is "Godzilla" in zone 4
    And player A has "BP02-077" in zone 2
    And player A's hand is empty
    And player A's deck is "Jet", "Godzilla", "Jet", "Jet" x8
    And player B's invading monster is "Tall" in zone 1
    And player A will choose zone 2
    And player A will choose zone 2
    When the game runs until the counter phase
    Then player A has "BP02-T04" in zone 2
    And player A's discard pile contains "BP02-077"
    When the game runs until the start phase
    Then player A has "BP02-077" in zone 2
    And player A's discard pile has 2 cards
    And player A's discard pile does not contain "BP02-T04"
    And player A's invading monster is "Godzilla" in zone 5
