Feature: Choices with one real answer, and choosing none of "up to N" (rules 5.7.1, 10.5.3.1.1)
  A decision whose options are all the same (two copies of one card in the hand) has one legal
  answer and needs no script. An "up to N" choice may stop at any number, none included: the
  script says so with "will choose no more".

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Tank     | battle  | 2    | red   | Weapon   |        | 2000    | 1        |      |
      | Purge    | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】手札を2枚捨てる。 |
      | Sniper   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】相手の交戦カードを2枚まで破壊する。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-5.7.1 @rule-10.5.3.1
  Scenario: Discarding 2 of exactly 2 identical cards asks nothing
    Given player A's hand is "Purge", "Jet", "Jet"
    When player A plays "Purge" to zone 3
    Then player A's hand has 0 cards
    And player A's discard pile has 2 cards

  @rule-5.7.1
  Scenario: Two different cards are a choice: the order they go in is the player's
    Given player A's hand is "Purge", "Jet", "Tank", "Tank"
    And player A will choose "Jet"
    When player A plays "Purge" to zone 3
    Then player A's hand contains "Tank"
    And player A's discard pile contains "Jet"

  @rule-10.5.3.1.1
  Scenario: "Up to 2" may choose none
    Given player B has "Tank" in zone 4
    And player B has "Jet" in zone 5
    And player A's hand is "Sniper"
    And player A will choose no more
    When player A plays "Sniper" to zone 3
    Then player B has "Tank" in zone 4
    And player B has "Jet" in zone 5

  @rule-10.5.3.1.1
  Scenario: "Up to 2" may stop after one
    Given player B has "Tank" in zone 4
    And player B has "Jet" in zone 5
    And player A's hand is "Sniper"
    And player A will choose "Tank"
    And player A will choose no more
    When player A plays "Sniper" to zone 3
    Then player B's zone 4 is empty
    And player B has "Jet" in zone 5
