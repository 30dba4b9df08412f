Feature: Audit, chapter 4: zones, adjacency, columns, empty zones and the deck

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Tank     | battle  | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Hub      | battle  | 1    | red   | Weapon   |        | 1000    | 1        | これの隣接エリアにいるあなたの等級５以下の交戦カードすべての撃退力＋1000。 |
      | Column   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これと同じ縦列にいる相手の交戦カードをすべて破壊する。 |
      | Miller   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの山札を上から3枚捨て札にする。 |
      | Mover    | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたのエリアにいる他の交戦カードを１枚、空いているエリアに移動させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 4

  @rule-4.4.5.2 @rule-4.4.5.1
  Scenario: Zone 3 is adjacent to 2 and 4 (numbers one apart) and to 8 (in front of it), not to 5, 6 or 7
    Given player A has "Hub" in zone 3
    And player A has "Tank" in zone 2
    And player A has "Tank" in zone 4
    And player A has "Tank" in zone 5
    And player A has "Tank" in zone 6
    And player A has "Tank" in zone 7
    And player A has "Tank" in zone 8
    # 4.4.5.2: adjacent = numbers differ by 1 (2, 4) or front/back (8 is in front of 3,
    # 4.4.5.1). 5, 6, 7 are neither. Seven cards of 1000 = 7000, plus 1000 for each of
    # the Tanks in 2, 4 and 8: 10000.
    Then player A's total counter power is 10000

  @rule-4.4.5.2 @rule-4.4.5.1
  Scenario: Zone 6 is adjacent to 5 twice over (one apart and in front of it) and to 7
    Given player A has "Hub" in zone 6
    And player A has "Tank" in zone 4
    And player A has "Tank" in zone 5
    And player A has "Tank" in zone 7
    And player A has "Tank" in zone 8
    # Adjacent to 6: 5 (number one apart, and 6 is in front of 5) and 7. Counted once each.
    # Five cards of 1000 = 5000, +1000 for 5 and for 7: 7000.
    Then player A's total counter power is 7000

  @rule-4.4.5.4
  Scenario: A's zone 1 shares its column with B's zones 5 and 6, not with B's zone 1
    Given player A's invading monster is "Godzilla" in zone 2
    And player B has "Tank" in zone 1
    And player B has "Tank" in zone 2
    And player B has "Tank" in zone 5
    And player B has "Tank" in zone 6
    And player A's hand is "Column"
    When player A plays "Column" to zone 1
    # 4.4.5.4: A's zone 1 and B's zones 5 and 6 are in one column. B's zones 1 and 2 are not.
    Then player B's zone 5 is empty
    And player B's zone 6 is empty
    And player B has "Tank" in zone 1
    And player B has "Tank" in zone 2

  @rule-4.4.5.4
  Scenario: A's zone 8 shares its column with B's zones 3 and 8
    Given player B has "Tank" in zone 3
    And player B has "Tank" in zone 8
    And player B has "Tank" in zone 7
    And player B has "Tank" in zone 2
    And player A's hand is "Column"
    When player A plays "Column" to zone 8
    # 4.4.5.4: A's 3 and 8 and B's 3 and 8 are one column; B's 7 and 2 are another.
    Then player B's zone 3 is empty
    And player B's zone 8 is empty
    And player B has "Tank" in zone 7
    And player B has "Tank" in zone 2

  @rule-4.8.3 @rule-11.2.2 @rule-1.3.2
  Scenario: Milling three from a deck of two mills two and does not reshuffle
    Given player A's deck is "Jet", "Jet"
    And player A's discard pile is "Tank"
    And player A's hand is "Miller"
    When player A plays "Miller" to zone 4
    # 4.8.3: the cards move one at a time; after two the deck is empty and the third
    # cannot be done (1.3.2). 11.2.2: a reshuffle happens only when a player is to DRAW
    # from an empty deck; milling is not drawing. So no reshuffle: deck 0, discard 3.
    Then player A's deck has 0 cards
    And player A's discard pile has 3 cards
    And the trace does not show rule 11.2

  @rule-4.4.7 @rule-3.3.3.1
  Scenario: The zone the invading monster stands in is not empty
    Given player A has "Tank" in zone 2
    And player A has "Jet" in zone 3
    And player A has "Jet" in zone 4
    And player A has "Jet" in zone 5
    And player A has "Jet" in zone 6
    And player A's hand is "Mover"
    And player A will choose "Tank"
    When player A plays "Mover" to zone 7
    # 4.4.7: an empty zone has no card placed in it. The monster is placed in zone 1
    # (3.3.3.1), so zone 1 is not empty: zone 8 is the only empty zone, and Tank
    # goes there without a choice of zone.
    Then player A has "Tank" in zone 8
    And player A's zone 2 is empty
    And player A's invading monster is "Godzilla" in zone 1

  # Second round: written after reading the engine's check timing and card moves (not the
  # parts these touch), still from the text first.

  @rule-4.4.5.5.1.1 @rule-4.4.5.5.4 @rule-4.4.5.5.2
  Scenario: BP03-078: zones 3 and 8 are both the leftmost, so A picks one of them
    Given player A's invading monster is "Godzilla" in zone 5
    And player B has "Tank" in zone 3
    And player B has "Jet" in zone 8
    And player B has "Hub" in zone 5
    And player A's hand is "BP03-078"
    And player A will choose "Jet in zone 8"
    When player A activates "BP03-078"
    # B has 3 battle cards. From B's side, left to right: 1, 2, 3/8, 4/7, 5/6 (4.4.5.5.1);
    # from A's side the reverse (4.4.5.5.2). The extremes are zone 5 and {3, 8}: 3 and 8
    # have no left-right relation (4.4.5.5.1.1), so each is "most" on its side (4.4.5.5.4)
    # and "1枚 from each" lets A pick one of them: Jet in zone 8, and Hub in zone 5.
    Then player B's zone 8 is empty
    And player B's zone 5 is empty
    And player B has "Tank" in zone 3

  # Fifth round: left and right (4.4.5.5), written from the text first.

  @rule-4.4.5.5.1 @rule-4.4.5.5.1.1
  Scenario: BP03-058 in zone 8 has only zone 7 beside it to move to
    Given player A has "BP03-058" in zone 8
    And player A's hand is "Tank" x5
    And player B's deck is "Jet" x5
    When player A ends the main phase
    # Zone 8's adjacent zones are 7 and 3 (4.4.5.2). 7 is to its right (4.4.5.5.1: 1, 2,
    # 3/8, 4/7, 5/6); 3 has no left-right relation with 8 (4.4.5.5.1.1). So BP03-058 moves
    # to 7, with no choice. Zone 7 is not next to A's monster (zone 1): it stays.
    Then player A has "BP03-058" in zone 7

  @rule-4.4.5.5.1 @rule-4.4.5.2
  Scenario: BP03-058 in zone 3 moves left or right; beside the monster it destroys itself
    Given player A has "BP03-058" in zone 3
    And player A's hand is "Tank" x5
    And player B's deck is "Jet" x5
    And player A will choose zone 2
    When player A ends the main phase
    # Zone 3: left 2, right 4 (8 is adjacent but neither left nor right). A picks 2, which
    # is next to A's monster in zone 1: BP03-058 is destroyed.
    Then player A's discard pile contains "BP03-058"
