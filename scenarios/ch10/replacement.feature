Feature: Replacement effects (rule 10.9)

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Decoy    | battle  | 1    | red   | Weapon   |        | 1000    | 1        | これが破壊される時、かわりにこれを手札に戻してよい。 |
      | Shield   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | これが破壊される時、かわりにこれを手札に戻す。 |
      | Bomber   | battle  | 1    | blue  | Weapon   |        | 1000    | 1        | 【出現時】相手の交戦カードを1枚破壊する。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-10.9.1 @rule-11.3
  Scenario: A crushed card returns to the hand instead of being destroyed
    Given player A has "Shield" in zone 2
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player A's hand contains "Shield"
    And player A's discard pile does not contain "Shield"
    And the trace shows, in order:
      | rule   | card   |
      | 11.3.3 | Shield |

  @rule-10.9.1
  Scenario: An optional replacement accepted
    Given player B has "Decoy" in zone 5
    And player A's hand is "Bomber"
    And player B will choose yes
    When player A plays "Bomber" to zone 3
    Then player B's hand contains "Decoy"

  @rule-10.9.1
  Scenario: An optional replacement declined: the card is destroyed
    Given player B has "Decoy" in zone 5
    And player A's hand is "Bomber"
    And player B will choose no
    When player A plays "Bomber" to zone 3
    Then player B's discard pile contains "Decoy"

  @rule-10.9.2.1
  Scenario: Two replacements: the master picks the order, declines one, the other applies
    Given the cards:
      | name  | type   | rank | traits | counter | text |
      | Twins | battle | 1    | Weapon | 1000    | これが破壊される時、かわりにこれを手札に戻す。このカードが破壊される際、かわりにこれを手札に戻してよい。 |
    And player B has "Twins" in zone 5
    And player A's hand is "Bomber"
    And player B will choose "Twins: このカードが破壊される際、かわりにこれを手札に戻してよい。"
    And player B will choose no
    When player A plays "Bomber" to zone 3
    Then player B's hand contains "Twins"
