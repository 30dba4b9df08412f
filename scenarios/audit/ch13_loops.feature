Feature: Audit, chapter 13: a forced loop that nobody can stop

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Tank     | battle  | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Phoenix  | battle  | 1    | red   | トークン |        | 1000    | 1        | 【出現時】これを破壊する。あなたの空いているエリアすべてに「Phoenix」トークンを出現させる。 |
      | Nest     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの空いているエリアすべてに「Phoenix」トークンを出現させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-13.1.1.3 @rule-13.1.1 @rule-9.1.4.2
  Scenario: A token that destroys itself and makes its successor loops with no way out: a draw
    Given player A has "Tank" in zone 2
    And player A has "Tank" in zone 3
    And player A has "Tank" in zone 4
    And player A has "Tank" in zone 5
    And player A has "Tank" in zone 6
    And player A's hand is "Nest"
    When player A plays "Nest" to zone 8
    # (First draft said "「Phoenix」トークンを1枚出現させる": the engine rightly let A choose
    # an occupied zone too, since 9.1.2 and 5.11.1 do not ask for an empty one; the cards
    # now say "in all your empty zones", which leaves no choice.)
    # Zone 7 is A's only empty zone (4.4.7). Nest makes a Phoenix there; its 【出現時】 (mandatory,
    # 10.6.3.1) destroys it (it ceases to exist, 9.1.4.2) and makes a new Phoenix in zone 7,
    # whose 【出現時】 does the same, for ever. No choice is left to either player, so no
    # one can stop the loop: 13.1.1.3, the game ends in a draw.
    Then the game is a draw

  # Second round, written from the text first.

  @rule-13.1.1.2
  Scenario: A main-phase play that brings back the same game cannot be repeated that turn
    Given the cards:
      | name      | type   | rank | color | traits | threat | counter | invasion | text |
      | Boomerang | battle | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】これを手札に戻す。 |
    And player A's hand is "Boomerang"
    When player A plays "Boomerang" to zone 4
    # Its 【出現時】 returns it to the hand: the game is exactly as before the play.
    Then player A's hand contains "Boomerang"
    And player A's zone 4 is empty
    When player A tries to play "Boomerang" to zone 4
    # 13.1.1.2: the active player did an action and the very same game came back this turn:
    # that action cannot be done again.
    Then the action is refused by rule 13.1.1.2
