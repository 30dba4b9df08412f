Feature: Audit 2: monsters brought by effects and tokens moved on the field

  Written from the JP 1.04 text before reading the engine (issue 19, second audit).
  Each expected outcome was derived by hand, with the rules cited beside it, before
  the scenario was first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-8.5.2 @rule-8.5.1.1 @rule-5.11.2
  Scenario: A monster brought by an effect is not the once-per-turn play: A may still play one from the hand
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's monster deck is "SD01-002"
    And player A's hand is "BP03-074", "BP01-012"
    When player A activates "BP03-074"
    # BP03-074 puts SD01-002 (rank II, ゴジラ) on top from the monster deck: it appears,
    # no rage. 8.5.2 limits the 8.5 action, which A has not taken: BP01-012 (rank II like
    # the monster, shares ゴジラ) may be played, and 8.5.1.1 adds 1 rage.
    And player A plays the monster "BP01-012"
    Then player A's invading monster is "BP01-012" in zone 6
    And player A's rage is 1

  @rule-9.1.4.1 @rule-4.1.4 @rule-5.11.1
  Scenario: A token moved from zone to zone stays in existence, and does not appear again
    Given player B's rage is 1
    And player A has "無人在来線爆弾" in zone 3
    And player A's hand is "BP02-010"
    And player A will choose zone 5
    When player A plays "BP02-010" to zone 2
    # BP02-010's 【出現時】 moves the only other battle card, the token, to an empty zone:
    # zone 5. A battle token may be in any zone (9.1.4.1), and area to area is no new
    # card (4.1.4) and no appearing (5.11.1): its 【出現時】 does not trigger; B's rage 1.
    Then player A has "無人在来線爆弾" in zone 5
    And player A's zone 3 is empty
    And player B's rage is 1
